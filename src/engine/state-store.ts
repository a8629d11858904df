// Screen state lives in a small external store rather than useState: an action chain such as
// set -> call reads the value the previous step wrote, without waiting for React to re-render.
export interface StateStore {
  get(): Record<string, unknown>
  set(key: string, value: unknown): void
  subscribe(listener: () => void): () => void
}

const UNSAFE = new Set(['__proto__', 'constructor', 'prototype'])

function setPath(target: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path
  if (UNSAFE.has(head)) throw new Error(`state key "${head}" is not allowed`)
  const current = target[head]
  const child = current && typeof current === 'object' && !Array.isArray(current) ? (current as Record<string, unknown>) : {}
  return { ...target, [head]: rest.length ? setPath(child, rest, value) : value }
}

export function createStateStore(initial: Record<string, unknown> = {}): StateStore {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    set(key, value) {
      state = setPath(state, key.split('.'), value)
      for (const l of listeners) l()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
