import { describe, expect, it } from 'vitest'
import { pageParams, readPage } from './paging'

const records = (n: number) => Array.from({ length: n }, (_, i) => i)

describe('paging rules', () => {
  it('adds the page number and size to the source params', () => {
    expect(pageParams({ name: '张' }, 2, { size: 15 })).toEqual({ name: '张', current: 2, size: 15 })
    expect(pageParams(undefined, 1, { size: 10, pageParam: 'pageNo', sizeParam: 'pageSize' })).toEqual({ pageNo: 1, pageSize: 10 })
  })

  it('fewer (SPEC §4): the last page is one with fewer records than the page size', () => {
    expect(readPage({ records: records(15) }, { size: 15 }).last).toBe(false)
    expect(readPage({ records: records(14) }, { size: 15 }).last).toBe(true)
    expect(readPage({ records: [] }, { size: 15 }).last).toBe(true)
  })

  it('exact (the points bill): more only when exactly the page size came back', () => {
    expect(readPage({ records: records(10) }, { size: 10, more: 'exact' }).last).toBe(false)
    expect(readPage({ records: records(11) }, { size: 10, more: 'exact' }).last).toBe(true)
    expect(readPage({ records: records(9) }, { size: 10, more: 'exact' }).last).toBe(true)
  })

  it('reads records at a dot path; a plain list is one unpaged page; anything else is empty', () => {
    expect(readPage({ page: { rows: [1, 2] } }, { size: 2, records: 'page.rows' })).toEqual({ records: [1, 2], last: false })
    expect(readPage([1, 2, 3], { size: 2 })).toEqual({ records: [1, 2, 3], last: true })
    expect(readPage(null, { size: 2 })).toEqual({ records: [], last: true })
  })
})
