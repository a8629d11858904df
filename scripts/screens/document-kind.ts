// screens/ holds screens and a few shared documents (screens/presets/actions.json). Which one a file is comes
// from its "$schema", the same key editors use; a file naming no other known schema is a screen.
import { existsSync, readdirSync } from 'node:fs'
import { basename, dirname, join, relative, resolve, sep } from 'node:path'
import { root, schemasDir, unions } from '../lib/schema-files.ts'
import type { Finding } from '../../src/engine/check/finding.ts'

export const SCREEN_SCHEMA = 'screen.schema.json'

// Building blocks of the screen language, never a whole file's schema.
const BUILDING_BLOCKS = new Set(['common.schema.json', ...unions.map((u) => u.file)])

/** Top-level schemas a file in screens/ may name besides the screen schema (action-presets.schema.json). */
export function documentSchemas(): string[] {
  return readdirSync(schemasDir).filter((f) => f.endsWith('.schema.json') && f !== SCREEN_SCHEMA && !BUILDING_BLOCKS.has(f))
}

function schemaKey(parsed: unknown): unknown {
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>).$schema : undefined
}

/** The $id of the schema the whole file follows: screen.schema.json, or a document schema its $schema names. */
export function schemaOfFile(parsed: unknown): string {
  const named = schemaKey(parsed)
  if (typeof named !== 'string') return SCREEN_SCHEMA
  const name = basename(named)
  return documentSchemas().includes(name) ? name : SCREEN_SCHEMA
}

/** A problem when "$schema" does not lead from the file to its schema (editors then complete nothing). */
export function schemaPathProblem(file: string, parsed: unknown, schemaId: string): Finding | undefined {
  const named = schemaKey(parsed)
  if (typeof named !== 'string') return undefined // reported by the schema check as required
  const absolute = resolve(root, file)
  const wanted = join(schemasDir, schemaId)
  if (resolve(dirname(absolute), named) === wanted && existsSync(wanted)) return undefined
  const path = relative(dirname(absolute), wanted).split(sep).join('/')
  return { path: '/$schema', said: { word: 'schemaPath', values: { schema: schemaId, path } } }
}
