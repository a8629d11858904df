import { useCallback, useMemo, useState } from 'react'
import { EngineProvider, useEngine } from '../../engine'
import { checkText } from '../playground/check-text'
import { PhoneFrame } from '../playground/PhoneFrame'
import { useLiveConfig } from '../playground/useLiveConfig'
import { keepNoEntries } from '../staff/keep-no-entries'
import { PreviewLink } from '../staff/PreviewLink'
import { useGuard } from '../useGuard'
import { BandsEditor } from './BandsEditor'
import { JsonView } from './JsonView'
import { blankPage, type BuilderPage } from './model'
import { configText } from './page-config'
import { PageFields } from './PageFields'
import { parseText } from './parse-text'
import { ProblemsList } from './ProblemsList'
import { PublishPanel, readStaffToken } from './PublishPanel'
import { SectionsEditor } from './SectionsEditor'
import { VersionsPanel } from './VersionsPanel'
import { readBuilder, storeBuilder, type StoredBuilder } from './stored-builder'
import { builderWording as w } from './wording'
import '../playground/playground.css'
import './builder.css'

/**
 * /debug/builder: a questionnaire or activity page built without writing JSON. The form edits the config's text
 * (kept in local storage on every change), the one checker checks it, the app's engine draws it in a phone frame,
 * and the screens service saves it as a draft (with a preview link for a phone) or publishes it. The JSON view
 * shows and edits the same text at any time.
 */
export function BuilderRoute() {
  const engine = useEngine()
  const ready = useGuard('none') === 'allowed'
  const [work, setWork] = useState<StoredBuilder>(() => readBuilder() ?? { text: configText(blankPage()), view: 'form' })
  const [staffToken, setStaffToken] = useState(readStaffToken)
  const [cannot, setCannot] = useState<string>()
  const [published, setPublished] = useState(0)
  const parsed = useMemo(() => parseText(work.text), [work.text])
  const check = useCallback((t: string) => checkText(t, engine, location.origin), [engine])
  const live = useLiveConfig(work.text, check)
  // The phone frame tries the page out: a submitted questionnaire shows its band, and no entry is kept.
  const tryOut = useMemo(() => ({ ...engine, services: keepNoEntries(engine.services) }), [engine])

  // From the latest work, not this render's: a save answered after more typing must not undo that typing.
  const save = (change: (before: StoredBuilder) => StoredBuilder) =>
    setWork((before) => {
      const next = change(before)
      storeBuilder(next)
      return next
    })
  const edit = (page: BuilderPage) => save((before) => ({ ...before, text: configText(page) }))
  const toForm = () => {
    if ('problem' in parsed) setCannot(parsed.problem)
    else {
      setCannot(undefined)
      save((before) => ({ ...before, view: 'form' }))
    }
  }
  const startOver = () => {
    if (window.confirm(w.newConfirm)) save(() => ({ text: configText(blankPage()), view: 'form' }))
  }
  // A stored form view whose text the form cannot show (edited elsewhere) opens as JSON, saying why.
  const page = 'page' in parsed ? parsed.page : undefined
  const view = work.view === 'form' && page ? 'form' : 'json'
  const token = page?.token ?? work.preview?.token ?? ''
  const previewKey = work.preview?.token === token ? work.preview.key : undefined
  const config = useMemo(() => {
    try {
      return JSON.parse(work.text) as unknown
    } catch {
      return work.text
    }
  }, [work.text])

  return (
    <main className="edu-playground edu-builder">
      <h1 className="edu-playground__title">{w.title}</h1>
      <p className="edu-playground__intro">{w.intro}</p>
      <div className="edu-playground__panes">
        <div className="edu-playground__editor">
          <div className="edu-builder__row" role="group" aria-label={w.showJson}>
            {view === 'form' ? (
              <button type="button" className="edu-builder__button" onClick={() => save((before) => ({ ...before, view: 'json' }))}>
                {w.showJson}
              </button>
            ) : (
              <button type="button" className="edu-builder__button" onClick={toForm}>
                {w.showForm}
              </button>
            )}
            <button type="button" className="edu-builder__button" onClick={startOver}>
              {w.newPage}
            </button>
          </div>
          {view === 'form' && page ? (
            <>
              <PageFields page={page} onChange={edit} staffToken={staffToken} />
              <SectionsEditor page={page} onChange={edit} />
              <BandsEditor bands={page.survey.bands} onChange={(bands) => edit({ ...page, survey: { ...page.survey, bands } })} />
            </>
          ) : (
            <JsonView
              text={work.text}
              onChange={(text) => save((before) => ({ ...before, text }))}
              problem={cannot ?? ('problem' in parsed && work.view === 'form' ? parsed.problem : undefined)}
            />
          )}
          <ProblemsList problems={live.problems} settled={live.settled} />
          <PublishPanel
            token={token}
            config={config}
            staffToken={staffToken}
            onStaffToken={setStaffToken}
            onSaved={(key) => save((before) => ({ ...before, preview: { token, key } }))}
            onPublished={setPublished}
          />
          <VersionsPanel token={token} staffToken={staffToken} published={published} />
          <PreviewLink token={token} previewKey={previewKey} staffToken={staffToken} />
        </div>
        <section className="edu-playground__preview" aria-label={w.preview}>
          <h2 className="edu-playground__subtitle">{w.preview}</h2>
          {live.problems.length > 0 && live.shown && <p className="edu-playground__stale">{w.stale}</p>}
          {ready && (
            <EngineProvider engine={tryOut}>
              <PhoneFrame shown={live.shown} />
            </EngineProvider>
          )}
        </section>
      </div>
    </main>
  )
}
