import { Button } from 'antd-mobile'
import { useCallback, useMemo, useRef, useState } from 'react'
import { Link } from '../router/Link'
import { useEngine } from '../../engine'
import { BUILDER_PATH } from '../builder/path'
import { DraftPreview } from '../staff/DraftPreview'
import { staffWording } from '../staff/wording'
import { useGuard } from '../useGuard'
import { checkText, type PlacedProblem } from './check-text'
import { EXAMPLES, exampleText, STARTER, type ExampleName } from './examples'
import { CodeEditor, type CodeEditorHandle } from './CodeEditor'
import { PhoneFrame } from './PhoneFrame'
import { ProblemList } from './ProblemList'
import { readStoredText, storeText } from './stored-text'
import { useLiveConfig } from './useLiveConfig'
import { vocabularyOf } from './vocabulary'
import { playgroundWording as w } from './wording'
import './playground.css'

const EDITOR_LABEL = 'edu-playground-config-label'
const PROBLEMS = 'edu-playground-problems'

const isExample = (text: string) => EXAMPLES.some((name) => exampleText(name) === text)

/**
 * /debug/playground: a screen config typed on the left, drawn on the right in a phone frame as typing pauses,
 * each problem listed under the editor and marked at its line. The text is kept in local storage.
 */
export function PlaygroundRoute() {
  const engine = useEngine()
  // The preview's calls are signed like every screen's: draw it once the shell is ready (startup, signing key).
  const ready = useGuard('none') === 'allowed'
  const [text, setText] = useState(() => readStoredText() ?? exampleText(STARTER))
  const [copied, setCopied] = useState('')
  const editor = useRef<CodeEditorHandle>(null)
  const vocabulary = useMemo(() => vocabularyOf(engine), [engine])
  const check = useCallback((t: string) => checkText(t, engine, location.origin), [engine])
  const live = useLiveConfig(text, check)

  const change = (next: string) => {
    setText(next)
    setCopied('')
    storeText(next)
  }
  const load = (name: ExampleName) => {
    // Replacing an example loses nothing; replacing one's own writing asks first.
    if (!isExample(text) && !window.confirm(w.replaceConfirm)) return
    change(exampleText(name))
  }
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setCopied(w.copied),
      () => setCopied(w.copyFailed),
    )
  }
  const pick = (problem: PlacedProblem) => {
    editor.current?.moveCaretTo(problem)
  }
  const names: Record<ExampleName, string> = { questionnaire: w.questionnaire, list: w.list, form: w.form }

  return (
    <main className="edu-playground">
      <h1 className="edu-playground__title">{w.title}</h1>
      <p className="edu-playground__intro">{w.intro}</p>
      <div className="edu-playground__panes">
        <section className="edu-playground__editor" aria-label={w.editorLabel}>
          <div className="edu-playground__tools" role="group" aria-label={w.examples}>
            <span className="edu-playground__tools-label" aria-hidden="true">
              {w.examples}
            </span>
            {EXAMPLES.map((name) => (
              <Button key={name} size="small" onClick={() => load(name)}>
                {names[name]}
              </Button>
            ))}
          </div>
          <div className="edu-playground__field">
            <div id={EDITOR_LABEL} className="edu-playground__label">
              {w.editorLabel}
            </div>
            <CodeEditor
              labelledBy={EDITOR_LABEL}
              value={text}
              onChange={change}
              problems={live.problems}
              settled={live.settled}
              vocabulary={vocabulary}
              describedBy={PROBLEMS}
              handle={editor}
            />
          </div>
          <div className="edu-playground__tools">
            <Button size="small" color="primary" onClick={copy}>
              {w.copy}
            </Button>
            <Button size="small" onClick={() => load(STARTER)}>
              {w.reset}
            </Button>
            <span role="status" className="edu-playground__copied">
              {copied}
            </span>
          </div>
          <ProblemList id={PROBLEMS} problems={live.problems} settled={live.settled} onPick={pick} />
          <DraftPreview text={text} />
          <p className="edu-playground__intro">
            <Link to={BUILDER_PATH}>{staffWording.toBuilder}</Link>
          </p>
        </section>
        <section className="edu-playground__preview" aria-label={w.preview}>
          <h2 className="edu-playground__subtitle">{w.preview}</h2>
          {live.problems.length > 0 && live.shown && <p className="edu-playground__stale">{w.stale}</p>}
          {ready && <PhoneFrame shown={live.shown} />}
        </section>
      </div>
    </main>
  )
}
