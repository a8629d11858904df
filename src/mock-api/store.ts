import { createSeedState } from './seed'
import { STATE_VERSION, type MockState } from './state'

/** Where the world is kept between page loads: localStorage in the browser, nowhere in tests. */
export interface Persistence {
  load: () => string | null
  save: (text: string) => void
  clear: () => void
}

export const memoryPersistence = (): Persistence => ({ load: () => null, save: () => {}, clear: () => {} })

export function webStoragePersistence(storage: Storage, key: string): Persistence {
  return {
    load: () => storage.getItem(key),
    save: (text) => {
      try {
        storage.setItem(key, text)
      } catch {
        // Storage full or disabled (private mode): the world still works, it just will not survive a reload.
      }
    },
    clear: () => storage.removeItem(key),
  }
}

export interface MockStore {
  readonly state: MockState
  /** Change the world and keep the change. */
  update: <T>(change: (state: MockState) => T) => T
  /** Back to the seed. */
  reset: () => void
}

function restore(text: string | null): MockState | undefined {
  if (!text) return undefined
  try {
    const saved = JSON.parse(text) as Partial<MockState>
    return saved.version === STATE_VERSION ? (saved as MockState) : undefined
  } catch {
    return undefined
  }
}

export function createStore(persistence: Persistence = memoryPersistence(), now: () => Date = () => new Date()): MockStore {
  let state = restore(persistence.load()) ?? createSeedState(now())
  return {
    get state() {
      return state
    },
    update(change) {
      const result = change(state)
      state.serial += 1
      persistence.save(JSON.stringify(state))
      return result
    },
    reset() {
      persistence.clear()
      state = createSeedState(now())
    },
  }
}
