import { useState } from 'react'
import { APP_BASE } from '../../platform/app-path'
import { staffApi, type Answer } from '../staff/staff-api'
import { readStored, store, STAFF_TOKEN_KEY } from '../staff/stored'
import { fill, builderWording as w } from './wording'

interface Props {
  token: string
  config: unknown
  /** A draft was saved: its preview key, for the preview link. */
  onSaved: (previewKey: string) => void
  onPublished: (version: number) => void
  staffToken: string
  onStaffToken: (token: string) => void
}

type Outcome = { kind: 'busy' | 'ok' | 'failed'; text: string; problems?: string[]; href?: string }

/** The staff token (asked once, remembered here), 保存草稿 and 发布 through the screens service, and what it said. */
export function PublishPanel({ token, config, onSaved, onPublished, staffToken, onStaffToken }: Props) {
  const [outcome, setOutcome] = useState<Outcome>()
  const failed = (answer: Extract<Answer<unknown>, { ok: false }>) => {
    setOutcome({ kind: 'failed', text: answer.message, problems: answer.problems })
  }
  const run = async (busy: string, act: () => Promise<void>) => {
    if (!staffToken.trim()) {
      setOutcome({ kind: 'failed', text: w.needToken })
      return
    }
    setOutcome({ kind: 'busy', text: busy })
    await act()
  }
  const save = () =>
    run(w.saving, async () => {
      const answer = await staffApi.saveDraft(staffToken.trim(), token, config)
      if (!answer.ok) {
        failed(answer)
        return
      }
      onSaved(answer.data.previewKey)
      setOutcome({ kind: 'ok', text: fill(w.saved, { time: answer.data.saveTime }) })
    })
  const publish = () =>
    run(w.publishing, async () => {
      const saved = await staffApi.saveDraft(staffToken.trim(), token, config)
      if (!saved.ok) {
        failed(saved)
        return
      }
      onSaved(saved.data.previewKey)
      const answer = await staffApi.publish(staffToken.trim(), token, config)
      if (!answer.ok) {
        failed(answer)
        return
      }
      onPublished(answer.data.version)
      const href = `${APP_BASE}/activity/page/${token}`
      setOutcome({ kind: 'ok', text: fill(w.published, { version: answer.data.version, url: href }), href })
    })
  return (
    <section className="edu-builder__publish" aria-label={w.publish}>
      <div className="edu-builder__field">
        <label htmlFor="edu-builder-staff-token">{w.staffToken}</label>
        <input
          id="edu-builder-staff-token"
          aria-describedby="edu-builder-staff-token-hint"
          type="password"
          autoComplete="off"
          value={staffToken}
          onChange={(e) => {
            onStaffToken(e.target.value)
            store(STAFF_TOKEN_KEY, e.target.value)
          }}
        />
        <small id="edu-builder-staff-token-hint">{w.staffTokenHint}</small>
      </div>
      <div className="edu-builder__row">
        <button type="button" className="edu-builder__button" disabled={outcome?.kind === 'busy'} onClick={() => void save()}>
          {w.saveDraft}
        </button>
        <button
          type="button"
          className="edu-builder__button edu-builder__button--primary"
          disabled={outcome?.kind === 'busy'}
          onClick={() => void publish()}
        >
          {w.publish}
        </button>
      </div>
      <div role="status" className={`edu-builder__outcome edu-builder__outcome--${outcome?.kind ?? 'none'}`}>
        {outcome && <p>{outcome.text}</p>}
        {outcome?.href && (
          <a href={outcome.href} target="_blank" rel="noreferrer">
            {w.open}
          </a>
        )}
        {outcome?.problems && outcome.problems.length > 0 && (
          <ul>
            {outcome.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

export const readStaffToken = () => readStored(STAFF_TOKEN_KEY) ?? ''
