// Reading screen files from disk into reports, for the command line and the Vite plugin alike.
import { readFileSync } from 'node:fs'
import { checkScreenSource, withCrossChecks, type ScreenReport } from './check.ts'
import { displayName } from './files.ts'
import { identityOf, identityOfText, type ScreenIdentity } from './screen-identity.ts'
import { readJsonText } from '../../src/engine/check/json-text.ts'
import type { Lang } from '../../src/engine/check/words.ts'

export function readScreen(file: string, lang: Lang = 'zh'): ScreenReport {
  const name = displayName(file)
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e)
    const unread = checkScreenSource(name, '{}', lang)
    return {
      ...unread,
      parsed: undefined,
      identity: identityOf(name, undefined),
      problems: [unread.place({ path: '', said: { word: 'cannotRead', values: { why } } })],
    }
  }
  return checkScreenSource(name, text, lang)
}

/** Only the id and routes, for screens that are context (duplicates) rather than checked themselves. */
export function readIdentity(file: string): ScreenIdentity {
  const name = displayName(file)
  try {
    const text = readFileSync(file, 'utf8')
    const source = readJsonText(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)
    return source.ok ? identityOf(name, source.value) : identityOfText(name, text)
  } catch {
    return identityOf(name, undefined)
  }
}

/** Check `files`, with duplicates looked for among `files` and `others`. */
export function checkFiles(files: readonly string[], others: readonly string[] = [], lang: Lang = 'zh'): ScreenReport[] {
  const mine = new Set(files)
  return withCrossChecks(
    files.map((f) => readScreen(f, lang)),
    others.filter((f) => !mine.has(f)).map(readIdentity),
  )
}
