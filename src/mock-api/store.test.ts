// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { createStore, webStoragePersistence } from './store'

describe('the store', () => {
  it('survives a reload through localStorage, and starts from the seed without it', () => {
    const first = createStore(webStoragePersistence(localStorage, 'mock-test'))
    first.update((state) => (state.treaties.someone = { PRIVACY_POLICY: true }))
    const reloaded = createStore(webStoragePersistence(localStorage, 'mock-test'))
    expect(reloaded.state.treaties.someone).toEqual({ PRIVACY_POLICY: true })
    expect(createStore().state.treaties.someone).toBeUndefined()
  })

  it('replaces a saved world of another version or a broken one', () => {
    localStorage.setItem('mock-test', JSON.stringify({ version: -1, residents: [] }))
    expect(createStore(webStoragePersistence(localStorage, 'mock-test')).state.residents.length).toBeGreaterThan(300)
    localStorage.setItem('mock-test', '{not json')
    expect(createStore(webStoragePersistence(localStorage, 'mock-test')).state.residents.length).toBeGreaterThan(300)
  })

  it('resets to the seed and forgets what was saved', () => {
    const store = createStore(webStoragePersistence(localStorage, 'mock-test'))
    store.update((state) => (state.residents.length = 0))
    store.reset()
    expect(store.state.residents.length).toBeGreaterThan(300)
    expect(localStorage.getItem('mock-test')).toBeNull()
  })
})
