// The entry of the precompiled screen validator (precompile-remote-validator.ts bundles it with Ajv's standalone
// code into src/engine/remote/generated/). Runs in the browser: no Ajv compiler, no eval, no new Function. Its
// words are the checker's own (src/engine/check), so a screen from outside the build reads as `screens check` does.
import type { ErrorObject } from 'ajv'
import { screen } from 'virtual:edu-screen-standalone'
import { plainProblems } from '../../src/engine/check/ajv-messages.ts'
import type { Finding } from '../../src/engine/check/finding.ts'
import { hint } from '../../src/engine/check/suggest.ts'
import type { Said } from '../../src/engine/check/words.ts'

const UNION_KEY = 'x-edu-union-key'
const DATA_SOURCE_KINDS = 'call, inspect, region, static, storage'

/** The screen-language problems of a config: each a JSON path and a message of words.ts. */
export function screenShapeProblems(config: unknown): Finding[] {
  if (screen(config)) return []
  const errors: ErrorObject[] = screen.errors ?? []
  // Said here in the checker's words; the rest stay in order, so a oneOf around them still sees its branch's errors.
  const told = (e: ErrorObject, said: Said): ErrorObject => ({ ...e, keyword: 'x-edu-said', said }) as ErrorObject
  const rest = errors.flatMap((e): ErrorObject[] => {
    // An if/then only says its then failed; the then's own errors say why.
    if (e.keyword === 'if') return []
    const union: unknown = e.parentSchema?.[UNION_KEY]
    if (e.keyword === 'enum' && typeof union === 'string') {
      const known = (e.params as { allowedValues: unknown[] }).allowedValues.map(String)
      const name = String(e.data)
      return [told(e, { word: union === 'nodes' ? 'unknownNodeType' : 'unknownAction', values: { name, mean: hint(name, known) } })]
    }
    if (e.keyword === 'anyOf' && Array.isArray(e.schema) && e.schema.every((s: { required?: unknown }) => Array.isArray(s.required))) {
      return [told(e, { word: 'dataSourceKind', values: { list: DATA_SOURCE_KINDS } })]
    }
    return e.keyword === 'required' && e.schemaPath.includes('/anyOf/') ? [] : [e]
  })
  return plainProblems(rest, { 'data-sources': DATA_SOURCE_KINDS })
}
