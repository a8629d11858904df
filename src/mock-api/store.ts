import { createSeedState } from './seed'
import { pickSlice, sliceOfField, SLICE_NAMES, SLICES, type SliceName } from './slices'
import { STATE_VERSION, type MockState } from './state'

/**
 * Where the world is kept between page loads: localStorage in the browser (a key per slice and one for the
 * world's seed), nowhere in tests.
 */
export interface Persistence {
  /** False when nothing is kept (memory): the store then never serialises the world. */
  readonly keeps: boolean
  /** The text saved under a key ('world' or a slice's name), null when there is none. */
  load: (key: string) => string | null
  save: (key: string, text: string) => void
  /** Forget the whole world: every key, and a world saved in the old single-key format. */
  clear: () => void
}

export const memoryPersistence = (): Persistence => ({ keeps: false, load: () => null, save: () => {}, clear: () => {} })

/**
 * The world under `prefix.world` and `prefix.<slice>` of a Storage. A world saved by an older build under
 * `prefix` itself, all in one key, is removed and not read: the world starts again from the seed.
 */
export function webStoragePersistence(storage: Storage, prefix: string): Persistence {
  const own = (key: string | null): key is string => key === prefix || (key?.startsWith(`${prefix}.`) ?? false)
  storage.removeItem(prefix)
  return {
    keeps: true,
    load: (key) => storage.getItem(`${prefix}.${key}`),
    save: (key, text) => {
      try {
        storage.setItem(`${prefix}.${key}`, text)
      } catch {
        // Storage full or disabled (private mode): the world still works, it just will not survive a reload.
      }
    },
    clear: () => {
      const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(own)
      for (const key of keys) storage.removeItem(key)
    },
  }
}

export interface MockStore {
  /** The world; during an update, the same world seen through the update (so what is changed is kept). */
  readonly state: MockState
  /** Change the world and keep the change: the slices the change touched are written, each under its key. */
  update: <T>(change: (state: MockState) => T) => T
  /** Back to the seed. */
  reset: () => void
}

/** When the world was seeded: every slice not saved is seeded again from the same moment, so they agree. */
interface SavedWorld {
  version: number
  seededAt: number
}

interface SavedSlice {
  version: number
  serial: number
  data: Partial<MockState>
}

function parse(text: string | null): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function sliceText(state: MockState, name: SliceName): string {
  return JSON.stringify(pickSlice(state, name))
}

export function createStore(persistence: Persistence = memoryPersistence(), now: () => Date = () => new Date()): MockStore {
  /** The text of each slice as last saved or first seen in an update, to write only what changed. */
  const savedText = new Map<SliceName, string>()

  function fresh(): MockState {
    persistence.clear()
    const seededAt = now().getTime()
    if (persistence.keeps) persistence.save('world', JSON.stringify({ version: STATE_VERSION, seededAt } satisfies SavedWorld))
    return createSeedState(new Date(seededAt))
  }

  function load(): MockState {
    savedText.clear()
    const world = parse(persistence.load('world')) as SavedWorld | undefined
    if (world?.version !== STATE_VERSION || typeof world.seededAt !== 'number') return fresh()
    let seed: MockState | undefined
    const seeded = () => (seed ??= createSeedState(new Date(world.seededAt)))
    const loaded: Record<string, unknown> = { version: STATE_VERSION, serial: 0 }
    for (const name of SLICE_NAMES) {
      const saved = parse(persistence.load(name)) as SavedSlice | undefined
      const kept = saved?.version === SLICES[name].version && saved.data && typeof saved.data === 'object' ? saved : undefined
      for (const field of SLICES[name].fields) loaded[field] = kept && field in kept.data ? kept.data[field] : seeded()[field]
      if (kept) loaded.serial = Math.max(loaded.serial as number, Number.isFinite(kept.serial) ? kept.serial : 0)
    }
    return loaded as unknown as MockState
  }

  let state = load()
  let active: MockState | undefined

  return {
    get state() {
      return active ?? state
    },
    update(change) {
      // Nested: the outer update already watches the world.
      if (active) {
        const inner = change(active)
        state.serial += 1
        return inner
      }
      const touched = new Set<SliceName>()
      const touch = (field: string | symbol) => {
        const name = sliceOfField(field)
        if (!name || touched.has(name)) return
        touched.add(name)
        if (persistence.keeps && !savedText.has(name)) savedText.set(name, sliceText(state, name))
      }
      active = new Proxy(state, {
        get: (target, field): unknown => {
          touch(field)
          return Reflect.get(target, field)
        },
        set: (target, field, value) => {
          touch(field)
          return Reflect.set(target, field, value)
        },
        deleteProperty: (target, field) => {
          touch(field)
          return Reflect.deleteProperty(target, field)
        },
      })
      let result
      try {
        result = change(active)
      } finally {
        active = undefined
      }
      state.serial += 1
      if (persistence.keeps) {
        for (const name of touched) {
          const text = sliceText(state, name)
          if (text === savedText.get(name)) continue
          savedText.set(name, text)
          persistence.save(name, `{"version":${SLICES[name].version},"serial":${state.serial},"data":${text}}`)
        }
      }
      return result
    },
    reset() {
      savedText.clear()
      state = fresh()
    },
  }
}
