// A form's JSON Schema is read by rjsf and Ajv, which ignore a keyword they do not know: `minLenght` would let
// any length through without a word. Every key of a form schema (written in the screen or in the file its $ref
// names) must be a JSON Schema draft-07 keyword; a misspelt one is reported with the keyword it was meant to be.
// A $schema, where written, must be draft-07: the validators are compiled for it, and rjsf's draft 2020-12
// reference resolution is left out of the build (renderers/form/draft07-uri.ts).
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { root } from '../lib/schema-files.ts'
import type { PathProblem } from './ajv-messages.ts'
import { childPath } from './json-path.ts'
import type { Site } from './schema-check.ts'
import { didYouMean } from './suggest.ts'

const KEYWORDS = [
  '$schema',
  '$id',
  '$ref',
  '$comment',
  'title',
  'description',
  'default',
  'examples',
  'readOnly',
  'writeOnly',
  'type',
  'enum',
  'const',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'format',
  'items',
  'additionalItems',
  'maxItems',
  'minItems',
  'uniqueItems',
  'contains',
  'properties',
  'patternProperties',
  'additionalProperties',
  'required',
  'maxProperties',
  'minProperties',
  'dependencies',
  'propertyNames',
  'if',
  'then',
  'else',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'definitions',
  'contentMediaType',
  'contentEncoding',
]
const KNOWN = new Set(KEYWORDS)
const DRAFT_07_URI = 'http://json-schema.org/draft-07/schema#'
/** The draft-07 meta-schema, with or without its empty fragment or https. */
const DRAFT_07 = /^https?:\/\/json-schema\.org\/draft-07\/schema#?$/
/** Keys whose value maps names to schemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', 'dependencies'])
/** Keys whose value is a schema, or a list of schemas. */
const SCHEMAS = new Set([
  'items',
  'additionalItems',
  'contains',
  'propertyNames',
  'if',
  'then',
  'else',
  'not',
  'additionalProperties',
  'allOf',
  'anyOf',
  'oneOf',
])

/** Unknown keywords in one schema, at JSON paths under `at`. */
export function unknownKeywords(schema: unknown, at: string): PathProblem[] {
  if (!schema || typeof schema !== 'object') return []
  if (Array.isArray(schema)) return schema.flatMap((s, i) => unknownKeywords(s, childPath(at, i)))
  const out: PathProblem[] = []
  for (const [key, value] of Object.entries(schema)) {
    const path = childPath(at, key)
    if (key === '$schema' && !DRAFT_07.test(String(value)))
      out.push({
        path,
        message: `forms are JSON Schema draft-07 (${DRAFT_07_URI}), as their precompiled validators are; not ${JSON.stringify(value)}`,
      })
    else if (!KNOWN.has(key))
      out.push({
        path,
        message: `unknown JSON Schema keyword "${key}"${didYouMean(key, KEYWORDS) || ' (forms ignore it, so it checks nothing)'}`,
      })
    else if (SCHEMA_MAPS.has(key) && value && typeof value === 'object') {
      for (const [name, sub] of Object.entries(value as Record<string, unknown>))
        if (!Array.isArray(sub)) out.push(...unknownKeywords(sub, childPath(path, name)))
    } else if (SCHEMAS.has(key)) out.push(...unknownKeywords(value, path))
  }
  return out
}

/** Every form node's schema; one named by $ref is read from its file (relative to the screen file). */
export function formSchemaProblems(file: string, sites: readonly Site[]): PathProblem[] {
  const out: PathProblem[] = []
  for (const { folder, path, value } of sites) {
    if (folder !== 'nodes' || value.type !== 'form' || !value.schema || typeof value.schema !== 'object') continue
    const at = childPath(path, 'schema')
    const ref = (value.schema as { $ref?: unknown }).$ref
    if (typeof ref !== 'string') {
      out.push(...unknownKeywords(value.schema, at))
      continue
    }
    const target = resolve(root, dirname(file), ref)
    if (!existsSync(target)) {
      out.push({ path: childPath(at, '$ref'), message: `no file ${ref} next to this screen` })
      continue
    }
    const named = JSON.parse(readFileSync(target, 'utf8')) as unknown
    for (const p of unknownKeywords(named, '')) out.push({ path: childPath(at, '$ref'), message: `${ref} at ${p.path}: ${p.message}` })
  }
  return out
}
