import { seedSpecialServices, type MockSpecialServices } from '../seed/special-services'
import type { MockState } from '../state'
import type { CallContext } from './context'

// The special services' part of the world (seed/special-services.ts), for the handlers of each service.

/** The world's special services, made from the seed on first use. */
export function specialServices(state: MockState, now: Date): MockSpecialServices {
  return state.specialServices ?? seedSpecialServices(state, now)
}

/** Change the special services and keep the change. */
export function changeSpecialServices<T>(context: CallContext, change: (services: MockSpecialServices, state: MockState) => T): T {
  return context.store.update((state) => change((state.specialServices ??= seedSpecialServices(state, context.now)), state))
}
