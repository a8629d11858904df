// One check of the playground's text: is it JSON (else where it stops being JSON), then the check a config from
// outside the build gets (src/engine/remote: the precompiled screen-language validator, then the registered calls,
// functions and wording) and the questionnaire and inset checks of `screens check`, each problem placed at the line and
// column of the JSON value it names.
import type { Engine, LoadedScreen } from '../../engine'
import { checkRemoteScreen } from '../../engine/remote/check-remote-screen'
import { lineAndColumn, offsetOf, readJsonText } from '../../engine/remote/json-text'
// What `screens check` says of questionnaires that their schema cannot (rules naming unknown questions, score bands
// with gaps or overlaps, ids used twice): plain code, no schema compiled, so it runs here as well.
import { questionnaireProblems } from '../../../scripts/screens/questionnaire-check'
// And the layout contract's: no stack sets the page's inset itself.
import { insetProblems } from '../../../scripts/screens/inset-check'
import { playgroundWording as w } from './wording'

/** Named in reports and in the inspector as where the config came from. */
export const PLAYGROUND_FILE = '调试:playground'

export interface PlacedProblem {
  /** The JSON Pointer the checker named ('' for the whole text). */
  path: string
  message: string
  /** Where it is in the text: offset, and its 1-based line and column. */
  offset: number
  line: number
  column: number
}

export interface CheckedText {
  problems: PlacedProblem[]
  /** The config ready to draw, only when it has no problem. */
  screen: LoadedScreen | null
}

const place = (text: string, offset: number) => ({ offset, ...lineAndColumn(text, offset) })

/** `origin`: the site's (`location.origin` in the browser), for the capability check's pictures and links. */
export async function checkText(text: string, engine: Engine, origin: string): Promise<CheckedText> {
  const read = readJsonText(text)
  if (!read.ok) {
    return { problems: [{ path: '', message: `${w.notJson}${read.fault.message}`, ...place(text, read.fault.offset) }], screen: null }
  }
  let loaded: LoadedScreen
  try {
    loaded = await checkRemoteScreen(read.value, PLAYGROUND_FILE, engine, origin)
  } catch (e) {
    // The validator's chunk could not be fetched (offline, a new release): say so rather than draw unchecked.
    return {
      problems: [{ path: '', message: `${w.checkFailed}${e instanceof Error ? e.message : String(e)}`, ...place(text, 0) }],
      screen: null,
    }
  }
  // Only a config in the screen language is looked at for what its questionnaires say (as screens check does).
  const found = loaded.problems.length ? loaded.problems : [...questionnaireProblems(read.value), ...insetProblems(read.value)]
  const problems = found
    .map((p) => ({ path: p.path, message: p.message, ...place(text, offsetOf(read.positions, p.path)) }))
    .sort((a, b) => a.offset - b.offset)
  return { problems, screen: problems.length ? null : loaded }
}
