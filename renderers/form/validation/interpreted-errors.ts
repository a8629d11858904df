// @cfworker/json-schema's findings in the shape Ajv gives them (keyword, params, instancePath, schemaPath), so a
// form validated by the interpreter says the same Chinese (ajv-i18n), takes the same `<field>.<keyword>` messages
// and the same rjsf error processing as one validated by a precompiled Ajv module.
import type { OutputUnit } from '@cfworker/json-schema'
import type { ErrorObject } from 'ajv'

/** Findings that only say "something below failed": the finding below is reported on its own, as Ajv does. */
const WRAPPERS = new Set([
  '$ref',
  '$recursiveRef',
  'properties',
  'patternProperties',
  'items',
  'prefixItems',
  'additionalItems',
  'allOf',
  'dependentSchemas',
  'unevaluatedItems',
  'unevaluatedProperties',
  // A `false` schema under additionalProperties: the additionalProperties finding names the property.
  'false',
])
const LIMITS = new Set(['minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties'])
const COMPARISON: Readonly<Record<string, string>> = { minimum: '>=', maximum: '<=', exclusiveMinimum: '>', exclusiveMaximum: '<' }

type Json = unknown

/** A JSON pointer in cfworker's form (`#/a/b%20c`) to its segments, unescaped. */
function segments(location: string): string[] {
  const path = location.replace(/^#/, '')
  if (!path) return []
  return path
    .slice(1)
    .split('/')
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))
}

const child = (value: Json, key: string): Json => (value && typeof value === 'object' ? (value as Record<string, Json>)[key] : undefined)

/** The value a keyword location names in the schema, following local `$ref`s the way the validator went. */
function schemaAt(root: Json, location: string): Json {
  let at = root
  for (const key of segments(location)) {
    const ref = child(at, '$ref')
    at = key === '$ref' && typeof ref === 'string' ? schemaAt(root, ref) : child(at, key)
  }
  return at
}

const instanceAt = (data: Json, location: string): Json => segments(location).reduce(child, data)

/** Ajv's instancePath: `/a/b`, escaped but not URI-encoded. */
const instancePath = (location: string) =>
  segments(location)
    .map((s) => `/${s.replace(/~/g, '~0').replace(/\//g, '~1')}`)
    .join('')

const quoted = (text: string, n = 0) => [...text.matchAll(/"([^"]*)"/g)].at(n)?.[1] ?? ''

function params(unit: OutputUnit, value: Json): Record<string, unknown> {
  const { keyword, error } = unit
  if (LIMITS.has(keyword)) return { limit: value }
  if (keyword in COMPARISON) return { limit: value, comparison: COMPARISON[keyword] }
  if (keyword === 'type') return { type: Array.isArray(value) ? value.join(',') : value }
  if (keyword === 'enum') return { allowedValues: value }
  if (keyword === 'const') return { allowedValue: value }
  if (keyword === 'pattern' || keyword === 'format' || keyword === 'multipleOf') return { [keyword]: value }
  if (keyword === 'additionalProperties') return { additionalProperty: quoted(error) }
  if (keyword === 'dependencies' || keyword === 'dependentRequired')
    return { property: quoted(error), missingProperty: quoted(error, 1), deps: quoted(error, 1), depsCount: 1 }
  if (keyword === 'uniqueItems') {
    const [i = '', j = ''] = error.match(/\d+/g) ?? []
    return { i: Number(j), j: Number(i) }
  }
  if (keyword === 'if') return { failingKeyword: error.includes('"else"') ? 'else' : 'then' }
  return {}
}

/** One Ajv error per finding that names a mistake; `required` once per missing property. */
export function ajvErrors(units: readonly OutputUnit[], schema: Json, data: Json): ErrorObject[] {
  const out: ErrorObject[] = []
  const seen = new Set<string>()
  for (const unit of units) {
    if (WRAPPERS.has(unit.keyword)) continue
    const value = schemaAt(schema, unit.keywordLocation)
    const base = { keyword: unit.keyword, instancePath: instancePath(unit.instanceLocation), schemaPath: unit.keywordLocation }
    if (unit.keyword !== 'required') {
      out.push({ ...base, params: params(unit, value), message: unit.error })
      continue
    }
    // cfworker reports each missing name with the same locations; say each once, by name.
    const where = `${unit.instanceLocation} ${unit.keywordLocation}`
    if (seen.has(where)) continue
    seen.add(where)
    const given = instanceAt(data, unit.instanceLocation)
    const names = Array.isArray(value) ? value.filter((n): n is string => typeof n === 'string') : []
    for (const name of names)
      if (!given || typeof given !== 'object' || !(name in given))
        out.push({ ...base, params: { missingProperty: name }, message: `must have required property '${name}'` })
  }
  return out
}
