// The entry of the precompiled screen validator (precompile-remote-validator.ts bundles it with Ajv's standalone
// code into src/engine/remote/generated/). Runs in the browser: no Ajv compiler, no eval, no new Function.
import type { ErrorObject } from 'ajv'
import { screen } from 'virtual:edu-screen-standalone'
import { plainProblems, type PathProblem } from './ajv-messages.ts'

const UNION_KEY = 'x-edu-union-key'
const WHAT: Record<string, string> = { nodes: 'node type', actions: 'action' }
const UNION_WORDS: Record<string, string> = {
  nodes: 'must be a node: an object with a "type"',
  actions: 'must be an action: an object with an "action"',
  'data-sources': 'must be a data source: an object with one of the keys call, inspect, region, static, storage',
}

/** The screen-language problems of a config: each a JSON path and a plain message. */
export function screenShapeProblems(config: unknown): PathProblem[] {
  if (screen(config)) return []
  const errors: ErrorObject[] = screen.errors ?? []
  // Said here in the checker's words; the rest stay in order, so a oneOf around them still sees its branch's errors.
  const said = (e: ErrorObject, message: string): ErrorObject => ({ ...e, keyword: 'x-edu-said', message })
  const rest = errors.flatMap((e): ErrorObject[] => {
    // An if/then only says its then failed; the then's own errors say why.
    if (e.keyword === 'if') return []
    const union: unknown = e.parentSchema?.[UNION_KEY]
    if (e.keyword === 'enum' && typeof union === 'string') {
      const known = (e.params as { allowedValues: unknown[] }).allowedValues.map(String)
      return [said(e, `unknown ${WHAT[union] ?? union} ${JSON.stringify(e.data)} (known: ${known.join(', ')})`)]
    }
    if (e.keyword === 'anyOf' && Array.isArray(e.schema) && e.schema.every((s: { required?: unknown }) => Array.isArray(s.required))) {
      return [said(e, 'a data source needs one of the keys call, inspect, region, static, storage')]
    }
    return e.keyword === 'required' && e.schemaPath.includes('/anyOf/') ? [] : [e]
  })
  return plainProblems(rest, UNION_WORDS).map((p) => ({ path: p.path || '', message: p.message }))
}
