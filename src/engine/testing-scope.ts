import type { Scope } from './types'

/** A scope with every name empty: for tests of what reads a scope, with or without React. */
export function emptyScope(extra: Partial<Scope> = {}): Scope {
  return { route: {}, query: {}, state: {}, data: {}, forms: {}, form: {}, item: undefined, user: {}, client: {}, result: undefined, error: undefined, ...extra }
}
