// A screen file's text through the one checker: is it JSON (else where it stops being JSON, and why), then every
// check of check-screen.ts, each problem placed at the line and column of the JSON value it names and said in the
// reader's language. `screens check` prints these as file:line:column; the playground lists them by line.
import { checkScreenConfig, type CheckOptions, type ScreenLanguage } from './check-screen.ts'
import type { Finding } from './finding.ts'
import { lineAndColumn, offsetOf, readJsonText } from './json-text.ts'
import { say, said, type Lang } from './words.ts'

export interface PlacedProblem {
  /** The JSON Pointer of the value the problem is about ('' for the whole text). */
  path: string
  /** What is wrong and how to put it right, in the language asked for. */
  message: string
  /** Where it is in the text: offset, and its 1-based line and column. */
  offset: number
  line: number
  column: number
  capability?: Finding['capability']
}

export interface CheckedText {
  /** The parsed JSON; undefined when the text is not JSON. */
  value: unknown
  ok: boolean
  /** Every problem, in the order they stand in the text. */
  problems: PlacedProblem[]
  /** Places and says a finding made later (the checks across files) in this text. */
  place: (finding: Finding) => PlacedProblem
}

/** Some editors save a byte-order mark; JSON.parse rejects it, people never see it. */
const withoutMark = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)

function placed(text: string, offset: number, finding: Finding, lang: Lang): PlacedProblem {
  const { path, capability } = finding
  return { path, message: say(lang, finding.said), offset, ...lineAndColumn(text, offset), ...(capability ? { capability } : {}) }
}

/**
 * Every problem of a screen file's text. `options` may depend on the parsed value (a file's "$schema" says
 * whether it is a screen or a shared document).
 */
export function checkScreenText(
  text: string,
  language: ScreenLanguage,
  options: CheckOptions | ((value: unknown) => CheckOptions) = {},
  lang: Lang = 'zh',
): CheckedText {
  const body = withoutMark(text)
  const read = readJsonText(body)
  if (!read.ok) {
    const place = (finding: Finding) => placed(body, 0, finding, lang)
    const notJson = placed(body, read.fault.offset, { path: '', said: said('notJson', { why: read.fault.said }) }, lang)
    return { value: undefined, ok: false, problems: [notJson], place }
  }
  const place = (finding: Finding) => placed(body, offsetOf(read.positions, finding.path), finding, lang)
  const chosen = typeof options === 'function' ? options(read.value) : options
  const problems = checkScreenConfig(read.value, language, chosen)
    .map(place)
    .sort((a, b) => a.offset - b.offset)
  return { value: read.value, ok: true, problems, place }
}
