// One check of the playground's text: the one checker of the screen language (src/engine/check) as a config from
// outside the build gets it (the precompiled schemas, this engine's calls, functions and wording, the run-time
// capabilities), every problem at once, each placed at the line and column of the JSON value it names and said
// in the same Chinese as `npm run screens -- check`.
import type { Engine, LoadedScreen } from '../../engine'
import { checkScreenText, type PlacedProblem } from '../../engine/check/check-screen-text'
import { lineAndColumn } from '../../engine/check/json-text'
import { say } from '../../engine/check/words'
import { runTimeCapabilities } from '../../engine/remote/run-time-capabilities'
import { runTimeLanguage } from '../../engine/remote/check-remote-screen'
import type { Screen } from '../../generated/screen'
import { addAllWords } from '../all-words'

export type { PlacedProblem }

/** Named in reports and in the inspector as where the config came from. */
export const PLAYGROUND_FILE = '调试:playground'

export interface CheckedText {
  problems: PlacedProblem[]
  /** The config ready to draw, only when it has no problem. */
  screen: LoadedScreen | null
}

/** `origin`: the site's (`location.origin` in the browser), for the capability check's pictures and links. */
export async function checkText(text: string, engine: Engine, origin: string): Promise<CheckedText> {
  let language
  // A config written here may name any of the shared words.
  addAllWords(engine)
  try {
    language = await runTimeLanguage(engine)
  } catch (e) {
    // The validator's chunk could not be fetched (offline, a new release): say so rather than draw unchecked.
    const why = e instanceof Error ? e.message : String(e)
    const message = say('zh', { word: 'checkFailed', values: { why } })
    return { problems: [{ path: '', message, offset: 0, ...lineAndColumn(text, 0) }], screen: null }
  }
  const checked = checkScreenText(text, language, { capabilities: runTimeCapabilities(origin) })
  if (!checked.ok || checked.problems.length) return { problems: checked.problems, screen: null }
  return { problems: [], screen: { file: PLAYGROUND_FILE, config: checked.value as Screen, problems: [] } }
}
