import { createContext, useContext } from 'react'
import type { ApiClient } from '../api'
import type { Notify } from '../api'
import type { GuardsAhead } from '../session'
import type { ScreenFacts } from './screen-facts'

/** What the shell's own pieces (guards, dev tools) share: the one API client and the toast. */
export interface Shell {
  api: ApiClient
  notify: Notify
  /** Settles when the signing key (and the run-as token) is ready: guarded screens wait for it (SPEC §4). */
  startup: Promise<void>
  /** What the screen configs say about their routes (home, certification, …), from the manifest. */
  facts: ScreenFacts
  /** The first route's guard, begun as its page frame starts hydrating (prerendered-frame.ts), for its useGuard to take. */
  guards: GuardsAhead
}

export const ShellContext = createContext<Shell | null>(null)

export function useShell(): Shell {
  const shell = useContext(ShellContext)
  if (!shell) throw new Error('useShell needs the App')
  return shell
}
