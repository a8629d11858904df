// A form schema that a $ref names lives in a file of its own: read here (Node) and held to the same keyword check
// as a schema written in the screen (src/engine/check/form-schema-check.ts).
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { Finding } from '../../src/engine/check/finding.ts'
import { formSchemasIn, unknownKeywords } from '../../src/engine/check/form-schema-check.ts'
import { childPath } from '../../src/engine/check/json-path.ts'
import { root } from '../lib/schema-files.ts'

/** The problems of every form schema named by $ref (relative to the screen file). */
export function referencedFormSchemaProblems(file: string, config: unknown): Finding[] {
  const out: Finding[] = []
  for (const { path, schema } of formSchemasIn(config)) {
    const ref = schema.$ref
    if (typeof ref !== 'string') continue
    const at = childPath(path, '$ref')
    const target = resolve(root, dirname(file), ref)
    if (!existsSync(target)) {
      out.push({ path: at, said: { word: 'formNoFile', values: { ref } } })
      continue
    }
    const named = JSON.parse(readFileSync(target, 'utf8')) as unknown
    for (const p of unknownKeywords(named, ''))
      out.push({ path: at, said: { word: 'formInRef', values: { ref, at: p.path, why: p.said } } })
  }
  return out
}
