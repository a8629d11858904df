// The screen checker: what `npm run screens -- check` prints and what every screen chunk carries (the Vite
// plugin runs the same checks at build time). One file at a time, then the checks across files.
import type { Problem } from '../../src/engine/loaded-screen.ts'
import type { Screen } from '../../src/generated/screen.ts'
import { expressionProblems } from './expression-check.ts'
import { formSchemaProblems } from './form-schema-check.ts'
import { insetProblems } from './inset-check.ts'
import { schemaOfFile, schemaPathProblem, SCREEN_SCHEMA } from './document-kind.ts'
import { duplicateProblems } from './duplicates.ts'
import { childPath } from './json-path.ts'
import { parseJsonSource } from './json-source.ts'
import { presetProblems } from './preset-check.ts'
import { questionnaireProblems } from './questionnaire-check.ts'
import { referenceProblems } from './reference-check.ts'
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
}

function dataOf(config: unknown): Record<string, unknown> {
  const data = config && typeof config === 'object' ? (config as Record<string, unknown>).data : undefined
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
}

function declaredDataOf(config: unknown): string[] {
  return Object.keys(dataOf(config))
}

/** The data sources read page by page: those a list may show. */
function pagedDataOf(config: unknown): string[] {
  return Object.entries(dataOf(config)).flatMap(([name, source]) =>
    source && typeof source === 'object' && 'paging' in source ? [name] : [],
  )
}

/** JSON paths in the order they appear in the config, so problems read top to bottom. */
function documentOrder(config: unknown): (path: string) => number {
  const order = new Map<string, number>()
  const walk = (value: unknown, path: string) => {
    order.set(path, order.size)
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, childPath(path, i)))
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, childPath(path, k))
  }
  walk(config, '')
  return (path) => {
    // A missing property sorts with its object; an unknown one is at its own place.
    for (let p = path; ; p = p.slice(0, p.lastIndexOf('/'))) {
      const at = order.get(p)
      if (at !== undefined) return at
      if (p === '') return 0
    }
  }
}

function inDocumentOrder(config: unknown, problems: Problem[]): Problem[] {
  const position = documentOrder(config)
  return problems
    .map((p, i) => ({ p, i, at: position(p.path) }))
    .sort((a, b) => a.at - b.at || a.i - b.i)
    .map(({ p }) => p)
}

/** Every check that needs only this file. */
export function checkScreenSource(file: string, text: string): ScreenReport {
  const source = parseJsonSource(text)
  if (!source.ok) {
    const problems = [{ file, path: '', message: source.message }]
    return { file, parsed: undefined, config: null, identity: identityOfText(file, text), problems }
  }
  const parsed = source.value
  const schemaId = schemaOfFile(parsed)
  // A shared document (presets) is used by many screens: which data sources exist is not known there.
  const declared = schemaId === SCREEN_SCHEMA ? declaredDataOf(parsed) : undefined
  const schema = checkAgainstSchemas(parsed, schemaId)
  const found = [
    ...[schemaPathProblem(file, parsed, schemaId)].filter((p) => p !== undefined),
    ...schema.problems,
    ...expressionProblems(parsed, declared),
    ...referenceProblems(schema.sites, declared, pagedDataOf(parsed)),
    ...formSchemaProblems(file, schema.sites),
    // Only a questionnaire that fits its schema is looked at for what the schema cannot say.
    ...(schema.problems.length ? [] : questionnaireProblems(parsed)),
    // The layout contract: no screen sets the page's inset itself (renderers/README.md).
    ...(schemaId === SCREEN_SCHEMA && !schema.problems.length ? insetProblems(parsed) : []),
  ]
  const problems = inDocumentOrder(
    parsed,
    found.map((p) => ({ file, ...p })),
  )
  return { file, parsed, config: problems.length ? null : (parsed as Screen), identity: identityOf(file, parsed), problems }
}

/** Add the problems that come from screens together (duplicate routes and ids); a config with any goes null. */
export function withCrossChecks(reports: readonly ScreenReport[], context: readonly ScreenIdentity[] = []): ScreenReport[] {
  const mine = new Set(reports.map((r) => r.file))
  const everyone = [...reports.map((r) => r.identity), ...context.filter((c) => !mine.has(c.file))]
  const shared = [...duplicateProblems(everyone), ...presetProblems(everyone)]
  return reports.map((r) => {
    const extra = shared.filter((p) => p.file === r.file)
    if (extra.length === 0) return r
    return { ...r, config: null, problems: inDocumentOrder(r.parsed, [...r.problems, ...extra]) }
  })
}
