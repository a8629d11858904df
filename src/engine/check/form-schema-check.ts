// A form's JSON Schema is read by rjsf and Ajv, which ignore a keyword they do not know: `minLenght` would let
// any length through without a word. Every key of a form schema must be a JSON Schema draft-07 keyword; a misspelt
// one is reported with the keyword it was meant to be, and the common mistakes with the form that works
// (`enumNames` -> oneOf with const and title; `"required": true` -> the object's list of required names).
// A $schema, where written, must be draft-07: the validators are compiled for it, and rjsf's draft 2020-12
// reference resolution is left out of the build (renderers/form/draft07-uri.ts). Schemas written in the screen
// are looked at here; one a $ref names is read from its file by `screens check` (scripts/screens/form-schema-check.ts).
import type { Finding } from './finding.ts'
import { childPath } from './json-path.ts'
import { didYouMean } from './suggest.ts'
import { said } from './words.ts'

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

/** rjsf's old `enumNames` said the right way: the very oneOf to write when the enum and its names pair up. */
function enumNamesAdvice(schema: Record<string, unknown>) {
  const { enum: values, enumNames: names } = schema
  if (!Array.isArray(values) || !Array.isArray(names) || values.length !== names.length) return said('enumNames')
  const oneOf = values.map((v: unknown, i) => `{ "const": ${JSON.stringify(v)}, "title": ${JSON.stringify(names[i])} }`).join(', ')
  return said('enumNamesAs', { oneOf: `"oneOf": [${oneOf}]` })
}

/** Unknown keywords in one schema, at JSON paths under `at`. */
export function unknownKeywords(schema: unknown, at: string): Finding[] {
  if (!schema || typeof schema !== 'object') return []
  if (Array.isArray(schema)) return schema.flatMap((s, i) => unknownKeywords(s, childPath(at, i)))
  const out: Finding[] = []
  for (const [key, value] of Object.entries(schema)) {
    const path = childPath(at, key)
    if (key === '$schema' && !DRAFT_07.test(String(value)))
      out.push({ path, said: said('formDraft', { uri: DRAFT_07_URI, value: JSON.stringify(value) }) })
    else if (key === 'enumNames') out.push({ path, said: enumNamesAdvice(schema as Record<string, unknown>) })
    else if (key === 'required' && typeof value === 'boolean') out.push({ path, said: said('formRequiredFlag') })
    else if (!KNOWN.has(key)) {
      const mean = didYouMean(key, KEYWORDS)
      out.push({ path, said: mean ? said('formKeyword', { name: key, mean }) : said('formKeywordIgnored', { name: key }) })
    } else if (SCHEMA_MAPS.has(key) && value && typeof value === 'object') {
      for (const [name, sub] of Object.entries(value as Record<string, unknown>))
        if (!Array.isArray(sub)) out.push(...unknownKeywords(sub, childPath(path, name)))
    } else if (SCHEMAS.has(key)) out.push(...unknownKeywords(value, path))
  }
  return out
}

/** A form node's schema as written in the screen (an object with no $ref), and where it stands. */
export function formSchemasIn(config: unknown): Array<{ path: string; schema: Record<string, unknown> }> {
  const out: Array<{ path: string; schema: Record<string, unknown> }> = []
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, childPath(path, i)))
    else if (value && typeof value === 'object') {
      const node = value as Record<string, unknown>
      if (node.type === 'form' && node.schema && typeof node.schema === 'object' && !Array.isArray(node.schema))
        out.push({ path: childPath(path, 'schema'), schema: node.schema as Record<string, unknown> })
      for (const [k, v] of Object.entries(node)) if (!(node.type === 'form' && k === 'schema')) walk(v, childPath(path, k))
    }
  }
  walk(config, '')
  return out
}

/** Unknown keywords in every form schema written in the screen ($ref schemas are the file reader's). */
export function formSchemaProblems(config: unknown): Finding[] {
  return formSchemasIn(config).flatMap(({ path, schema }) => (typeof schema.$ref === 'string' ? [] : unknownKeywords(schema, path)))
}
