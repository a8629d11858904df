// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { SLICE_NAMES } from './slices'
import { createStore, webStoragePersistence, type Persistence } from './store'

const PREFIX = 'mock-test'

/** localStorage under PREFIX, recording every key written. */
function recorded(): { persistence: Persistence; written: string[] } {
  const written: string[] = []
  const inner = webStoragePersistence(localStorage, PREFIX)
  return {
    written,
    persistence: {
      ...inner,
      save: (key, text) => {
        written.push(key)
        inner.save(key, text)
      },
    },
  }
}

beforeEach(() => localStorage.clear())

describe('the store', () => {
  it('survives a reload through localStorage, and starts from the seed without it', () => {
    const first = createStore(webStoragePersistence(localStorage, PREFIX))
    first.update((state) => (state.treaties.someone = { PRIVACY_POLICY: true }))
    const reloaded = createStore(webStoragePersistence(localStorage, PREFIX))
    expect(reloaded.state.treaties.someone).toEqual({ PRIVACY_POLICY: true })
    expect(createStore().state.treaties.someone).toBeUndefined()
  })

  it('writes one key for a change to one area, and only the slices that changed', () => {
    const { persistence, written } = recorded()
    const store = createStore(persistence)
    expect(written).toEqual(['world'])
    written.length = 0
    store.update((state) => (state.treaties.someone = { PRIVACY_POLICY: true }))
    expect(written).toEqual(['accounts'])
    written.length = 0
    // Read residents, give one of them a message centre: only the messages slice changed.
    store.update((state) => {
      const resident = state.residents[100]
      state.mailboxes[`new-${resident.residentAccountCode}`] = { conversations: [], notifications: [] }
    })
    expect(written).toEqual(['messages'])
    written.length = 0
    store.update((state) => state.residents.length)
    expect(written).toEqual([])
    // What a helper changes through store.state during an update is seen too.
    store.update(() => (store.state.sessions.tok = 'someone'))
    expect(written).toEqual(['sessions'])
    expect(localStorage.getItem(`${PREFIX}.sessions`)).toContain('"tok":"someone"')
  })

  it('seeds again, from the same moment, the slices that were not saved', () => {
    const store = createStore(webStoragePersistence(localStorage, PREFIX))
    store.update((state) => (state.sessions.tok = 'someone'))
    const mailboxes = JSON.stringify(store.state.mailboxes)
    const reloaded = createStore(webStoragePersistence(localStorage, PREFIX))
    expect(reloaded.state.sessions.tok).toBe('someone')
    expect(JSON.stringify(reloaded.state.mailboxes)).toBe(mailboxes)
    expect(reloaded.state.serial).toBe(store.state.serial)
  })

  it('drops a world saved in the old single-key format, and a slice of another version or broken', () => {
    localStorage.setItem(PREFIX, JSON.stringify({ version: 3, residents: [] }))
    const store = createStore(webStoragePersistence(localStorage, PREFIX))
    expect(localStorage.getItem(PREFIX)).toBeNull()
    expect(store.state.residents.length).toBeGreaterThan(300)
    store.update((state) => (state.residents.length = 0))
    expect(createStore(webStoragePersistence(localStorage, PREFIX)).state.residents).toEqual([])
    localStorage.setItem(`${PREFIX}.residents`, JSON.stringify({ version: -1, serial: 1, data: { residents: [] } }))
    expect(createStore(webStoragePersistence(localStorage, PREFIX)).state.residents.length).toBeGreaterThan(300)
    localStorage.setItem(`${PREFIX}.residents`, '{not json')
    expect(createStore(webStoragePersistence(localStorage, PREFIX)).state.residents.length).toBeGreaterThan(300)
    localStorage.setItem(`${PREFIX}.world`, '{not json')
    localStorage.setItem(`${PREFIX}.sessions`, JSON.stringify({ version: 1, serial: 1, data: { sessions: { tok: 'x' } } }))
    expect(createStore(webStoragePersistence(localStorage, PREFIX)).state.sessions).toEqual({})
  })

  it('resets to the seed and forgets what was saved', () => {
    const store = createStore(webStoragePersistence(localStorage, PREFIX))
    store.update((state) => (state.residents.length = 0))
    store.reset()
    expect(store.state.residents.length).toBeGreaterThan(300)
    expect(SLICE_NAMES.map((name) => localStorage.getItem(`${PREFIX}.${name}`)).filter(Boolean)).toEqual([])
  })
})
