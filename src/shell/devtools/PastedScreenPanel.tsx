import { Button, List, TextArea } from 'antd-mobile'
import { useState } from 'react'
import type { Engine, Problem } from '../../engine'
import { lineAndColumn, readJsonText } from '../../engine/check/json-text'
import { say } from '../../engine/check/words'
import { checkRemoteScreen } from '../../engine/remote/check-remote-screen'
import { addAllWords } from '../all-words'
import { keepPastedScreen, PASTED_SCREEN_PATH } from './pasted-screen'
import { devtoolsWording as w } from './wording'

const FIELD = 'edu-devtools-pasted-config'

type Outcome = { problems: Array<Pick<Problem, 'path' | 'message'>> } | undefined

/** Paste a screen config, see its mistakes by JSON path, or draw it at /debug/pasted when it has none. */
export function PastedScreenPanel({ engine, navigate }: { engine: Engine; navigate: (path: string) => void }) {
  const [text, setText] = useState('')
  const [outcome, setOutcome] = useState<Outcome>()
  const check = async () => {
    // Where the text stops being JSON and why, in the checker's words (as the playground and screens check say it).
    const read = readJsonText(text)
    if (!read.ok) {
      const { line, column } = lineAndColumn(text, read.fault.offset)
      const message = say('zh', { word: 'notJson', values: { why: read.fault.said } })
      const place = w.place.replace('{line}', String(line)).replace('{column}', String(column))
      setOutcome({ problems: [{ path: '', message: `${message}${place}` }] })
      return
    }
    const config = read.value
    addAllWords(engine)
    const loaded = await checkRemoteScreen(config, 'pasted', engine, location.origin)
    setOutcome({ problems: loaded.problems })
    if (loaded.problems.length === 0) {
      keepPastedScreen(config)
      navigate(PASTED_SCREEN_PATH)
    }
  }
  return (
    <List header={w.pasteConfig}>
      <List.Item>
        <label htmlFor={FIELD} className="edu-devtools__label">
          {w.pasteLabel}
        </label>
        <TextArea id={FIELD} placeholder={w.pastePlaceholder} value={text} onChange={setText} rows={6} />
      </List.Item>
      <List.Item>
        <Button size="small" color="primary" onClick={() => void check()}>
          {w.renderPasted}
        </Button>
      </List.Item>
      {outcome && outcome.problems.length > 0 && (
        <List.Item>
          <ul className="edu-devtools__problems" aria-label={w.configProblems}>
            {outcome.problems.map((p, i) => (
              <li key={i}>
                <code>{p.path || '/'}</code> {p.message}
              </li>
            ))}
          </ul>
        </List.Item>
      )}
    </List>
  )
}
