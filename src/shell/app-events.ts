// App events a screen's data may follow (EngineServices.subscribe, a data source's `refreshOn`): raised by the
// parts of the app that live beyond one screen, such as the chat socket.
import type { AppEvent } from '../engine'

const listeners = new Map<AppEvent, Set<() => void>>()

export function subscribeAppEvent(event: AppEvent, listener: () => void): () => void {
  const set = listeners.get(event) ?? new Set()
  listeners.set(event, set)
  set.add(listener)
  return () => set.delete(listener)
}

export function emitAppEvent(event: AppEvent): void {
  for (const listener of [...(listeners.get(event) ?? [])]) listener()
}
