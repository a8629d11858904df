// The one checker of the screen language: what `npm run screens -- check`, the Vite screens plugin, a screen
// that arrives at run time and the playground all run. Every check runs at once, so a person sees every problem
// of a file in one go: the schema (passed in: Ajv compiled in Node, precompiled for the browser), the {{ }}
// expressions (names, functions, wording keys, data.<name>), the names that live elsewhere (calls, data sources),
// the keywords of form schemas, and, where the shape is right, what a questionnaire's schema cannot say and the layout contract. A screen from
// outside the build is held to its capabilities as well (src/engine/remote/capabilities.ts). No Node, no React.
import { capabilityProblems, type Capabilities } from '../remote/capabilities.ts'
import { dataPathProblems, type DataShapes } from './data-path-check.ts'
import { expressionProblems, type ExpressionNames } from './expression-check.ts'
import type { Finding } from './finding.ts'
import { formSchemaProblems } from './form-schema-check.ts'
import { insetProblems } from './inset-check.ts'
import { childPath } from './json-path.ts'
import { questionnaireProblems } from './questionnaire-check.ts'
import { referenceProblems, type CallNames } from './reference-check.ts'

/** What the screen language is in this place: its schema check and the names registered beside it. */
export interface ScreenLanguage extends ExpressionNames {
  /** The structural check against the screen-language schemas. */
  shape: (config: unknown) => Finding[]
  calls: CallNames
  /** What the sources' data holds (the build's response schemas): each data.<source>.<path> read is followed. */
  dataShapes?: DataShapes
}

export interface CheckOptions {
  /**
   * A shared document (screens/presets/actions.json), used by many screens: which data sources exist is not
   * known there, and it is no page (no inset check).
   */
  document?: boolean
  /** For a screen from outside the build: what it may do. A screen of the build has every capability. */
  capabilities?: Capabilities
}

function dataOf(config: unknown): Record<string, unknown> {
  const data = config && typeof config === 'object' ? (config as Record<string, unknown>).data : undefined
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
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

/** The findings sorted as they appear in the config (a stable sort: one place keeps the checks' order). */
export function inDocumentOrder<T extends { path: string }>(config: unknown, findings: readonly T[]): T[] {
  const position = documentOrder(config)
  return findings
    .map((p, i) => ({ p, i, at: position(p.path) }))
    .sort((a, b) => a.at - b.at || a.i - b.i)
    .map(({ p }) => p)
}

/** Every problem of a parsed config, in document order. */
export function checkScreenConfig(config: unknown, language: ScreenLanguage, options: CheckOptions = {}): Finding[] {
  const declared = options.document ? undefined : Object.keys(dataOf(config))
  const shape = language.shape(config)
  const found = [
    ...shape,
    ...expressionProblems(config, declared, language),
    ...referenceProblems(config, language.calls, declared, pagedDataOf(config)),
    ...(language.dataShapes && !options.document ? dataPathProblems(config, language.dataShapes) : []),
    ...formSchemaProblems(config),
    ...(options.capabilities ? capabilityProblems(config, options.capabilities) : []),
    // These read the config as its schema says it is: only a config that fits is looked at for what the schema
    // cannot say (rules naming unknown questions, score bands with gaps) and for the layout contract.
    ...(shape.length ? [] : questionnaireProblems(config)),
    ...(shape.length || options.document ? [] : insetProblems(config)),
  ]
  return inDocumentOrder(config, found)
}
