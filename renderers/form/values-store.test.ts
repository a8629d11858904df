import { describe, expect, it, vi } from 'vitest'
import { createValuesStore } from './values-store'

describe('values store', () => {
  it('tells only the listeners of keys whose value changed', () => {
    const store = createValuesStore({ area: ['110000'], street: '1' })
    const area = vi.fn()
    const street = vi.fn()
    store.subscribe('area', area)
    store.subscribe('street', street)
    store.set({ ...store.get(), street: '2' })
    expect([area.mock.calls.length, street.mock.calls.length]).toEqual([0, 1])
    store.setAt(['area'], ['120000'])
    expect([area.mock.calls.length, street.mock.calls.length]).toEqual([1, 1])
  })

  it('sets a nested value by path, copying only that branch', () => {
    const home = { city: '北京' }
    const store = createValuesStore({ home, work: { city: '上海' } })
    const work = store.get().work
    store.setAt(['home', 'city'], '杭州')
    expect(store.get()).toEqual({ home: { city: '杭州' }, work: { city: '上海' } })
    expect(home.city).toBe('北京')
    expect(store.get().work).toBe(work)
  })
})
