// How a data path is followed through a response schema: $refs (to files and to #/definitions), allOf/oneOf,
// additionalProperties as a schema, open objects, a paged source's records at paging.records, a list response.
import { describe, expect, it } from 'vitest'
import { dataPathProblems, type DataShapes } from './data-path-check'
import { say } from './words'

const files: Record<string, Record<string, unknown>> = {
  'api/page.schema.json': {
    type: 'object',
    properties: { result: { type: 'object', properties: { rows: { type: 'array', items: { $ref: 'row.schema.json' } } } } },
  },
  'api/row.schema.json': {
    allOf: [{ $ref: '#/definitions/base' }, { type: 'object', properties: { extra: { type: 'string' } }, additionalProperties: false }],
    definitions: { base: { type: 'object', properties: { code: { type: 'string' } }, additionalProperties: false } },
  },
  'api/scores.schema.json': {
    type: 'object',
    additionalProperties: { type: 'object', properties: { value: {} }, additionalProperties: false },
  },
  'api/list.schema.json': { type: 'array', items: { $ref: 'row.schema.json' } },
  'api/open.schema.json': { type: 'object', properties: { title: { type: 'string' } } },
}
const responses: Record<string, string> = {
  page: 'api/page.schema.json',
  scores: 'api/scores.schema.json',
  list: 'api/list.schema.json',
  open: 'api/open.schema.json',
}

const shapes: DataShapes = {
  valueOf: (source) => {
    const id = responses[String(source.call)]
    return id ? { schema: files[id], id, of: id } : undefined
  },
  resolve: (ref, from) => {
    const [file, fragment] = ref.split('#')
    const id = file ? `api/${file}` : from
    let schema: unknown = files[id]
    for (const key of (fragment ?? '').split('/').slice(1)) schema = (schema as Record<string, unknown>)[key]
    return schema ? { schema: schema as Record<string, unknown>, id } : undefined
  },
}

const problems = (data: Record<string, unknown>, ...reads: string[]) =>
  dataPathProblems({ data, body: reads.map((r) => ({ text: `{{ ${r} }}` })) }, shapes).map(
    (f) => `${f.path} ${say('en', f.said).split('. ')[0]}`,
  )

describe('data path check', () => {
  it('follows $refs, definitions and allOf to the properties that exist', () => {
    const data = { page: { call: 'page' } }
    expect(problems(data, 'data.page.result.rows[0].code', 'data.page.result.rows[0].extra', 'data.page.result.rows.length')).toEqual([])
    expect(problems(data, 'data.page.result.rows[0].cod')).toEqual([
      '/body/0/text data path "data.page.result.rows[0].cod" does not exist (in {{ data.page.result.rows[0].cod }}): data.page.result.rows[0] has no "cod" (did you mean "code"?)',
    ])
  })

  it('reads any key of an additionalProperties map, and follows its schema', () => {
    const data = { scores: { call: 'scores' } }
    expect(problems(data, 'data.scores.anyKey.value')).toEqual([])
    expect(problems(data, 'data.scores.anyKey.valeu')).toHaveLength(1)
  })

  it('is lenient below an open object, except for a near miss of a listed name', () => {
    const data = { open: { call: 'open' } }
    expect(problems(data, 'data.open.somethingElse.deeper')).toEqual([])
    expect(problems(data, 'data.open.titel')).toHaveLength(1)
  })

  it('wraps a paged source: items are the records at paging.records, or the response when it is a list', () => {
    const paged = { page: { call: 'page', paging: { size: 10, records: 'result.rows' } }, list: { call: 'list', paging: { size: 10 } } }
    expect(
      problems(paged, 'data.page.items[0].code', 'data.list.items[0].extra', 'data.page.isLastPage', 'data.list.items.length'),
    ).toEqual([])
    expect(problems(paged, 'data.page.records', 'data.list.items[0].nope')).toEqual([
      '/body/0/text data path "data.page.records" does not exist (in {{ data.page.records }}): data.page has no "records" (the nearest is "reload"; known: items, page, loading, error, isLastPage, loadMore, retry, reload)',
      '/body/1/text data path "data.list.items[0].nope" does not exist (in {{ data.list.items[0].nope }}): data.list.items[0] has no "nope" (the nearest is "code"; known: code, extra)',
    ])
  })

  it('leaves alone sources it knows nothing of and keys computed at run time', () => {
    const data = { kept: { storage: 'k' }, page: { call: 'page' } }
    expect(problems(data, 'data.kept.anything', 'data.page.result[state.key]', 'data.unknown.x')).toEqual([])
  })
})
