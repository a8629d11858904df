// Reading screen files from disk into reports, for the command line and the Vite plugin alike.
import { readFileSync } from 'node:fs'
import { checkScreenSource, withCrossChecks, type ScreenReport } from './check.ts'
import { displayName } from './files.ts'
import { identityOf, identityOfText, type ScreenIdentity } from './screen-identity.ts'
import { parseJsonSource } from './json-source.ts'

export function readScreen(file: string): ScreenReport {
  const name = displayName(file)
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e)
    return {
      file: name,
      parsed: undefined,
      config: null,
      identity: identityOf(name, undefined),
      problems: [{ file: name, path: '', message: `cannot read the file: ${why}` }],
    }
  }
  return checkScreenSource(name, text)
}

/** Only the id and routes, for screens that are context (duplicates) rather than checked themselves. */
export function readIdentity(file: string): ScreenIdentity {
  const name = displayName(file)
  try {
    const text = readFileSync(file, 'utf8')
    const source = parseJsonSource(text)
    return source.ok ? identityOf(name, source.value) : identityOfText(name, text)
  } catch {
    return identityOf(name, undefined)
  }
}

/** Check `files`, with duplicates looked for among `files` and `others`. */
export function checkFiles(files: readonly string[], others: readonly string[] = []): ScreenReport[] {
  const mine = new Set(files)
  return withCrossChecks(files.map(readScreen), others.filter((f) => !mine.has(f)).map(readIdentity))
}
