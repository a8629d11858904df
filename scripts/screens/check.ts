// The build's side of the one checker (src/engine/check): the screen language as the build knows it (the schemas
// compiled with Ajv, the builtin functions, screens/wording.json, the call catalogue), what only a file on disk
// has (its "$schema" path, form schemas in other files) and the checks across files (duplicate routes and ids,
// presets). What `npm run screens -- check` prints and what every screen chunk carries (the Vite plugin).
import { join } from 'node:path'
import { callNames, isCatalogueName } from '../../src/api/catalogue.ts'
import { checkScreenText, type PlacedProblem } from '../../src/engine/check/check-screen-text.ts'
import type { ScreenLanguage } from '../../src/engine/check/check-screen.ts'
import type { Finding } from '../../src/engine/check/finding.ts'
import type { Lang } from '../../src/engine/check/words.ts'
import { builtinFunctionNames } from '../../src/engine/functions/builtins.ts'
import type { Problem } from '../../src/engine/loaded-screen.ts'
import type { Screen } from '../../src/generated/screen.ts'
import { readJson, root } from '../lib/schema-files.ts'
import { schemaOfFile, schemaPathProblem, SCREEN_SCHEMA } from './document-kind.ts'
import { dataShapes } from './data-shapes.ts'
import { duplicateProblems } from './duplicates.ts'
import { referencedFormSchemaProblems } from './form-schema-check.ts'
import { presetProblems } from './preset-check.ts'
import { checkAgainstSchemas } from './schema-check.ts'
import { identityOf, identityOfText, type ScreenIdentity } from './screen-identity.ts'

export interface ScreenReport {
  /** As shown in problems: screens/home/no-data.json. */
  file: string
  /** The parsed JSON, whatever its shape; undefined when the text is not JSON. */
  parsed: unknown
  /** The config, only when it has no problems. */
  config: Screen | null
  identity: ScreenIdentity
  problems: Problem[]
  /** Places and says a problem found later (across files) in this file, in the language of the rest. */
  place: (finding: Finding) => Problem
}

const wordingKeys = Object.keys(readJson<{ messages: Record<string, string> }>(join(root, 'screens/wording.json')).messages)

/** The screen language as the build knows it, for the file `file` (its "$schema" names the schema it follows). */
function buildLanguage(file: string): ScreenLanguage {
  return {
    shape: (config) => {
      const schemaId = schemaOfFile(config)
      const onDisk = [schemaPathProblem(file, config, schemaId), ...referencedFormSchemaProblems(file, config)]
      return [...checkAgainstSchemas(config, schemaId).problems, ...onDisk.filter((p) => p !== undefined)]
    },
    functions: builtinFunctionNames,
    wording: wordingKeys,
    calls: { isCall: isCatalogueName, names: callNames() },
    dataShapes,
  }
}

const asProblem =
  (file: string) =>
  ({ path, message, line, column }: PlacedProblem): Problem => ({ file, path, message, line, column })

/** Every check that needs only this file, said in `lang` (Chinese unless asked). */
export function checkScreenSource(file: string, text: string, lang: Lang = 'zh'): ScreenReport {
  // A shared document (presets, a questionnaire of its own) is used by many screens: it declares no data sources.
  const checked = checkScreenText(text, buildLanguage(file), (value) => ({ document: schemaOfFile(value) !== SCREEN_SCHEMA }), lang)
  const problems = checked.problems.map(asProblem(file))
  const place = (finding: Finding) => asProblem(file)(checked.place(finding))
  if (!checked.ok) return { file, parsed: undefined, config: null, identity: identityOfText(file, text), problems, place }
  const parsed = checked.value
  return { file, parsed, config: problems.length ? null : (parsed as Screen), identity: identityOf(file, parsed), problems, place }
}

const byLine = (a: Problem, b: Problem) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0)

/** Add the problems that come from screens together (duplicate routes and ids); a config with any goes null. */
export function withCrossChecks(reports: readonly ScreenReport[], context: readonly ScreenIdentity[] = []): ScreenReport[] {
  const mine = new Set(reports.map((r) => r.file))
  const everyone = [...reports.map((r) => r.identity), ...context.filter((c) => !mine.has(c.file))]
  const shared = [...duplicateProblems(everyone), ...presetProblems(everyone)]
  return reports.map((r) => {
    const extra = shared.filter((p) => p.file === r.file).map(r.place)
    if (extra.length === 0) return r
    return { ...r, config: null, problems: [...r.problems, ...extra].sort(byLine) }
  })
}
