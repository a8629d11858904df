// The first screen's code and data, started by the shell before React draws (start-shell.ts), instead of when the
// screen's route commits its frame: the data of a list or a home then waited for the whole first render
// (measured on the list: its chunk was here at 326-375 ms and its calls went out at 443-573). The route takes
// the start over when it mounts, so a guard that refuses still gives the data up.
import { startScreen, type Engine, type ScreenEntry } from '../engine'
import { mayStartEarly } from '../session'
import type { ScreenMatch } from './route-table'

interface FirstStart {
  entry: ScreenEntry
  addressKey: string
  controller: AbortController
}

let pending: FirstStart | undefined

/** What a screen route keys its start by: the route params and the query, as that route reads them. */
export function addressKeyOf(route: Record<string, string | undefined>, query: Record<string, string>): string {
  return JSON.stringify({ route, query })
}

/** Start the first screen's code and (when the visitor's identity allows) its data. */
export function startFirstScreen(engine: Engine, match: ScreenMatch, search: string): void {
  const query = Object.fromEntries(new URLSearchParams(search).entries())
  const controller = new AbortController()
  pending = { entry: match.entry, addressKey: addressKeyOf(match.params, query), controller }
  void startScreen(engine, engine.requests, match.entry, { route: match.params, query }, controller.signal, mayStartEarly(match.auth))
}

/**
 * The first start's signal's controller, for the route of the screen and address it was made for (once); a
 * route for anything else ends it, so nothing started for a screen no one shows goes on.
 */
export function takeFirstStart(entry: ScreenEntry, addressKey: string): AbortController | undefined {
  const first = pending
  pending = undefined
  if (!first) return undefined
  if (first.entry === entry && first.addressKey === addressKey) return first.controller
  first.controller.abort()
  return undefined
}
