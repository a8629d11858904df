// The scope store runs without a DOM (and without React).
import { describe, expect, it } from 'vitest'
import { emptyScope } from './empty-scope'
import { createScopeStore } from './scope-store'

describe('scope store', () => {
  it('tells the readers of a changed path, and of paths above or below it, and no one else', () => {
    const store = createScopeStore(emptyScope({ state: { selected: [], page: 1 } }))
    const told: string[] = []
    store.subscribe([['state', 'selected']], () => told.push('selected'))
    store.subscribe([['state']], () => told.push('all state'))
    store.subscribe([['state', 'page', 'size']], () => told.push('page size'))
    store.subscribe([['data', 'bills']], () => told.push('bills'))
    store.subscribe([], () => told.push('nothing read'))

    store.set(['state', 'selected'], ['R1'])
    expect(told).toEqual(['selected', 'all state'])
    told.length = 0
    store.set(['state', 'page'], 2)
    expect(told).toEqual(['all state', 'page size'])
    expect(store.get().state).toEqual({ selected: ['R1'], page: 2 })
  })

  it('tells its readers whether the change is data that arrived or something the user did', () => {
    const store = createScopeStore(emptyScope())
    const told: boolean[] = []
    store.subscribe([['data'], ['state']], (arrived) => told.push(arrived))
    store.set(['data', 'bills'], [], true)
    store.set(['state', 'page'], 2)
    expect(told).toEqual([true, false])
  })

  it('copies only along the changed path, so what did not change keeps its identity', () => {
    const store = createScopeStore(emptyScope({ state: { a: { x: 1 }, b: { y: 2 } } }))
    const before = store.get()
    store.set(['state', 'a', 'x'], 3)
    const after = store.get()
    expect(after).not.toBe(before)
    expect(after.state.b).toBe(before.state.b)
    expect(after.data).toBe(before.data)
    expect(before.state.a).toEqual({ x: 1 })
  })

  it('refuses to write through __proto__ and its kin', () => {
    const store = createScopeStore(emptyScope())
    expect(() => store.set(['state', '__proto__', 'polluted'], 1)).toThrow('"__proto__" cannot be written')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('stops telling a reader once it unsubscribes', () => {
    const store = createScopeStore(emptyScope())
    let n = 0
    const stop = store.subscribe([['state', 'x']], () => n++)
    store.set(['state', 'x'], 1)
    stop()
    store.set(['state', 'x'], 2)
    expect(n).toBe(1)
  })
})
