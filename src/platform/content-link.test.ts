import { describe, expect, it } from 'vitest'
import { CONTENT_TYPES, contentPath, isContentType, resolveContentLink } from './content-link'

describe('content links', () => {
  it('resolves every SPEC §2 pattern to its type and id', () => {
    expect(resolveContentLink('/news/view/12')).toEqual({ type: 'news', id: '12' })
    expect(resolveContentLink('/market/academic/view/C001')).toEqual({ type: 'article', id: 'C001' })
    expect(resolveContentLink('/research/v2/detail/R7/product_feedback')).toEqual({ type: 'onlineAcademic', id: 'R7' })
    expect(resolveContentLink('/market/case/view/9')).toEqual({ type: 'case', id: '9' })
    expect(resolveContentLink('/medical/case/view/9')).toEqual({ type: 'case', id: '9' })
    expect(resolveContentLink('/case/view/4')).toEqual({ type: 'inquiry', id: '4' })
    expect(resolveContentLink('/edu/pedia/live/detail/L1?from=share')).toEqual({ type: 'live', id: 'L1' })
  })

  it('turns a type and id back into the same address', () => {
    for (const type of CONTENT_TYPES) {
      const path = contentPath({ type, id: 'A 1' })
      expect(resolveContentLink(path)).toEqual({ type, id: 'A 1' })
    }
  })

  it('says null for other addresses and nested ids', () => {
    expect(resolveContentLink('/integral/detail')).toBeNull()
    expect(resolveContentLink('/news/view/')).toBeNull()
    expect(resolveContentLink('/news/view/1/2')).toBeNull()
    expect(isContentType('news')).toBe(true)
    expect(isContentType('podcast')).toBe(false)
  })
})
