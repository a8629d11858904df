import type { Scope } from '../types'

/** A scope with every name empty: what a screen starts from, and what tests fill in. */
export function emptyScope(extra: Partial<Scope> = {}): Scope {
  return {
    route: {},
    query: {},
    state: {},
    data: {},
    forms: {},
    form: {},
    item: undefined,
    params: {},
    user: {},
    client: {},
    result: undefined,
    error: undefined,
    ...extra,
  }
}
