import { describe, expect, it } from 'vitest'
import { checkScreenSource } from './check.ts'

const screen = (schema: object) =>
  JSON.stringify({
    $schema: '../../schemas/screen.schema.json',
    id: 'area/feedback',
    routes: [{ path: '/area/feedback', auth: 'none' }],
    body: [{ type: 'form', id: 'feedback', schema, submit: [] }],
  })
const problems = (schema: object) =>
  checkScreenSource('screens/area/feedback.json', screen(schema), 'en').problems.map((p) => `${p.path}: ${p.message}`)

describe('form schema keywords', () => {
  it('names a misspelt keyword with the one it was meant to be, however deep', () => {
    const schema = {
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string', minLenght: 2 },
        tags: { type: 'array', items: { type: 'string', maxLenght: 8 } },
      },
    }
    expect(problems(schema)).toEqual([
      '/body/0/schema/properties/name/minLenght: unknown JSON Schema keyword "minLenght" (did you mean "minLength"?). Use the keyword meant',
      '/body/0/schema/properties/tags/items/maxLenght: unknown JSON Schema keyword "maxLenght" (did you mean "maxLength"?). Use the keyword meant',
    ])
  })

  it('passes the keywords of JSON Schema, and a field named like a misspelling', () => {
    expect(problems({ type: 'object', properties: { minLenght: { type: 'string', minLength: 1, title: '长度' } } })).toEqual([])
  })

  it('takes draft-07 and refuses any other $schema', () => {
    expect(problems({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' })).toEqual([])
    expect(problems({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' })).toEqual([
      '/body/0/schema/$schema: forms are JSON Schema draft-07 (http://json-schema.org/draft-07/schema#), as their precompiled validators are; not "https://json-schema.org/draft/2020-12/schema". Write "http://json-schema.org/draft-07/schema#" or remove $schema',
    ])
  })

  it('looks into the file a $ref names', () => {
    expect(problems({ $ref: '../../schemas/api/add-resident-form.schema.json' })).toEqual([])
    expect(problems({ $ref: '../../schemas/api/nothing-here.schema.json' })).toEqual([
      '/body/0/schema/$ref: no file ../../schemas/api/nothing-here.schema.json next to this screen. Correct the $ref path',
    ])
  })
})
