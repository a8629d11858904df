// Bounded input (issue 33, finding 6): every string a form asks for and every string a call's request carries has a
// length limit. A field added without one fails here, naming its file and JSON path.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { catalogue } from '../../src/api/catalogue.ts'
import { root, schemaFilesIn, schemasDir } from '../lib/schema-files.ts'
import { displayName, screenFilesIn, screensDir } from './files.ts'
import { childPath } from '../../src/engine/check/json-path.ts'
import { isBoundedPattern, unboundedStrings } from './bounded-strings.ts'

const apiDir = join(schemasDir, 'api')
/** A place in schemas/api to resolve a schema file's name from. */
const inApi = join(apiDir, 'request')

/** Every form node in a screen file (a preset's too), with its JSON path. */
function formSchemas(value: unknown, at: string, out: Array<{ at: string; schema: unknown }> = []) {
  if (Array.isArray(value)) value.forEach((v, i) => formSchemas(v, childPath(at, i), out))
  else if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>
    if (node.type === 'form' && node.schema) out.push({ at: childPath(at, 'schema'), schema: node.schema })
    for (const [key, child] of Object.entries(node)) formSchemas(child, childPath(at, key), out)
  }
  return out
}

const named = (paths: string[]) => paths.map((p) => displayName(p.split('#')[0] ?? '', root) + '#' + (p.split('#')[1] ?? ''))

describe('bounded input', () => {
  it('every call request schema bounds its strings', () => {
    const requests = [...new Set(Object.values(catalogue).flatMap((spec) => (spec.request ? [spec.request] : [])))]
    expect(requests.length).toBeGreaterThan(100)
    const seen = new Set<string>()
    const found = requests.flatMap((id) => unboundedStrings({ $ref: id.replace(/^api\//, '') }, inApi, seen))
    expect(named(found)).toEqual([])
  })

  it('every form schema (schemas/api/*-form and each form in screens/) bounds its strings', () => {
    const forms = schemaFilesIn('api').filter((f) => f.endsWith('-form.schema.json'))
    const found = forms.flatMap((f) => unboundedStrings({ $ref: f }, inApi))
    let inScreens = 0
    for (const file of screenFilesIn([screensDir])) {
      for (const { at, schema } of formSchemas(JSON.parse(readFileSync(file, 'utf8')), '')) {
        inScreens++
        found.push(...unboundedStrings(schema, file).map((p) => p.replace('#', `#${at}`)))
      }
    }
    expect(inScreens).toBeGreaterThan(30)
    expect(named(found)).toEqual([])
  })

  it('finds a string without a bound, however deep, and passes one bounded by what it may be', () => {
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string', maxLength: 20 },
        note: { type: ['string', 'null'] },
        kind: { type: 'string', enum: ['a', 'b'] },
        day: { type: 'string', format: 'date' },
        code: { type: 'string', pattern: '^\\d{6}$' },
        digits: { type: 'string', pattern: '^[0-9]+$' },
        tags: { type: 'array', items: { type: 'string' } },
        answers: { type: 'object', additionalProperties: { anyOf: [{ type: 'number' }, { type: 'string' }] } },
      },
    }
    expect(unboundedStrings(schema, 'f')).toEqual([
      'f#/properties/note',
      'f#/properties/digits',
      'f#/properties/tags/items',
      'f#/properties/answers/additionalProperties/anyOf/1',
    ])
  })

  it.each([
    ['^\\d{6}$', true],
    ['^1[3-9]\\d{9}$', true],
    ['^\\d{16,19}$', true],
    ['^(\\d{6})?$', true],
    ['^[a-z+*]{2}$', true],
    ['^[0-9]+$', false],
    ['^a{2,}$', false],
    ['^data:image/(jpeg|png);base64,', false],
    ['\\d{6}', false],
    ['^\\d{6}\\$', false],
  ])('pattern %s is bounded: %s', (pattern, bounded) => expect(isBoundedPattern(pattern)).toBe(bounded))
})
