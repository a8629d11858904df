// Bounded input (issue 33): every text a user types, and every text a call carries, has a length limit, so a
// million characters pasted into a name is refused by the form (which shows the limit) and by the backend (which
// names the field), instead of being stored. A string is bounded by `maxLength`, or by what it may be: `enum`,
// `const`, a date `format`, or a `pattern` anchored at both ends with no open-ended repeat (`^\d{6}$`).
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { childPath } from '../../src/engine/check/json-path.ts'

type Schema = Record<string, unknown>

/** Formats whose values have a fixed length. */
const BOUNDED_FORMATS = new Set(['date', 'date-time', 'time'])

/** Keys whose value maps names to schemas, and keys whose value is a schema or a list of them. */
const SCHEMA_MAPS = ['properties', 'patternProperties', 'definitions']
const SCHEMAS = ['items', 'additionalItems', 'additionalProperties', 'allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else']

/** A pattern that matches only text of bounded length: ^…$ with no *, + or {n,} outside a character class. */
export function isBoundedPattern(pattern: string): boolean {
  if (!pattern.startsWith('^') || !pattern.endsWith('$') || pattern.endsWith('\\$')) return false
  const bare = pattern.replace(/\\./g, 'x').replace(/\[[^\]]*\]/g, 'x')
  return !/[*+]|\{\d*,\}/.test(bare)
}

function isString(schema: Schema): boolean {
  const type = schema.type
  return type === 'string' || (Array.isArray(type) && type.includes('string'))
}

function isBounded(schema: Schema): boolean {
  if (typeof schema.maxLength === 'number') return true
  if (schema.enum !== undefined || schema.const !== undefined) return true
  if (typeof schema.format === 'string' && BOUNDED_FORMATS.has(schema.format)) return true
  return typeof schema.pattern === 'string' && isBoundedPattern(schema.pattern)
}

/**
 * The JSON paths (`file#/properties/name`) of string schemas without a bound, in `schema` and in every schema file
 * its `$ref`s name (relative to `file`), each file walked once.
 */
export function unboundedStrings(schema: unknown, file: string, seen = new Set<string>()): string[] {
  const out: string[] = []
  const walk = (value: unknown, at: string) => {
    if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, childPath(at, i)))
      return
    }
    if (!value || typeof value !== 'object') return
    const node = value as Schema
    if (typeof node.$ref === 'string' && !node.$ref.startsWith('#')) {
      const target = resolve(dirname(file), node.$ref.split('#')[0] ?? '')
      if (!seen.has(target)) {
        seen.add(target)
        out.push(...unboundedStrings(JSON.parse(readFileSync(target, 'utf8')), target, seen))
      }
    }
    if (isString(node) && !isBounded(node)) out.push(`${file}#${at}`)
    for (const key of SCHEMA_MAPS) {
      const map = node[key]
      if (map && typeof map === 'object') for (const [name, sub] of Object.entries(map)) walk(sub, childPath(childPath(at, key), name))
    }
    for (const key of SCHEMAS) if (key in node) walk(node[key], childPath(at, key))
  }
  walk(schema, '')
  return out
}
