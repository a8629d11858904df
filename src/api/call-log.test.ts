// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { clientOnPage, envelope } from './testing/fake-backend'

describe('the call log (screen inspector)', () => {
  it('keeps each call with its request, its answer or failure, and its time', async () => {
    const { backend, api } = clientOnPage()
    backend.on('/reabs/global_setting/all/10', () => envelope([{ code: 'A', value: '1' }]))
    await api.call('settings.global')
    backend.on('/reabs/area/by_parent', () => envelope(null, '100001', '参数错误'))
    await expect(api.call('area.byParent', { parentCode: '330000' })).rejects.toThrow('参数错误')
    const calls = api.recentCalls().filter((c) => c.name !== 'settings.configList')
    expect(calls.map((c) => [c.name, c.ok])).toEqual([
      ['settings.global', true],
      ['area.byParent', false],
    ])
    expect(calls[0].response).toEqual([{ code: 'A', value: '1' }])
    expect(calls[1].request).toEqual({ parentCode: '330000' })
    expect(calls[1].error).toEqual({ message: '参数错误', code: '100001' })
    expect(calls[1].ms).toBeGreaterThanOrEqual(0)
  })

  it('keeps only the last 50', async () => {
    const { backend, api } = clientOnPage()
    backend.on('/reabs/global_setting/all/10', () => envelope([]))
    for (let i = 0; i < 60; i++) await api.call('settings.global')
    expect(api.recentCalls()).toHaveLength(50)
  })
})
