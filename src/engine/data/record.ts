// A screen's record: the source whose config names it with `record` (a detail page's consult, upload or
// conversation). Without its id, or when the backend has none, the page says so instead of drawing an empty body.
import type { Engine } from '../engine'
import { renderTemplate } from '../expression/evaluate'
import { toFailure } from '../failure'

/** Why the page has no record: no id in the address, or the call for it failed (with the backend's words). */
export type RecordProblem = { kind: 'missing' } | { kind: 'failed'; message: string }

/** No value at all: undefined, null, blank text or an empty list. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  return Array.isArray(value) && value.length === 0
}

/** The names of the sources that load a record. */
export function recordSources(configs: Record<string, object> | undefined): string[] {
  return Object.entries(configs ?? {})
    .filter(([, config]) => 'record' in config)
    .map(([name]) => name)
}

/** Missing when a record source's `record` resolves to nothing in this scope. */
export function missingRecord(engine: Engine, configs: Record<string, object> | undefined, scope: object): RecordProblem | undefined {
  const env = { functions: engine.functions, warn: engine.warn }
  for (const name of recordSources(configs)) {
    const record: unknown = (configs?.[name] as { record?: unknown }).record
    const value = typeof record === 'string' ? renderTemplate(record, scope, env) : record
    if (isBlank(value)) return { kind: 'missing' }
  }
  return undefined
}

/** The problem a failed record source gives the page. */
export function failedRecord(error: unknown): RecordProblem {
  return { kind: 'failed', message: toFailure(error).message }
}

/** Whether two problems read the same (the page need not redraw). */
export function sameProblem(a: RecordProblem | undefined, b: RecordProblem | undefined): boolean {
  if (!a || !b) return a === b
  return a.kind === b.kind && (a.kind === 'missing' || (b.kind === 'failed' && a.message === b.message))
}
