// App events a screen's data may follow (EngineServices.subscribe, a data source's `refreshOn`): raised by the
// parts of the app that live beyond one screen, such as the chat socket. The app registers each with the engine
// (registerAppEvents), which knows them only by name.
import type { Engine } from '../engine'

/** Each app event and what it means (schemas/data-sources/call.schema.json's refreshOn lists the same names). */
export const APP_EVENTS = {
  'chat.message': 'a chat message came over the socket (the message centre lists fetch again)',
} as const

export type AppEvent = keyof typeof APP_EVENTS

const listeners = new Map<string, Set<() => void>>()

export function registerAppEvents(engine: Engine): void {
  for (const [name, meaning] of Object.entries(APP_EVENTS)) engine.registerAppEvent(name, meaning)
}

export function subscribeAppEvent(event: string, listener: () => void): () => void {
  const set = listeners.get(event) ?? new Set()
  listeners.set(event, set)
  set.add(listener)
  return () => set.delete(listener)
}

export function emitAppEvent(event: AppEvent): void {
  for (const listener of [...(listeners.get(event) ?? [])]) listener()
}
