// The browser history the app's router reads, shared with the shell's own listeners (usage events, the
// remembered path, the chat socket). It keeps what React Router's browser history kept, which the app used
// until issue 36 (its router was 10 kB of the entry): each entry's `key` (a visit: pushing the same address
// again is a new one) in `window.history.state` as `{ usr, key, idx }`, so entries made before still read the
// same, and every listener told of each push, replace, Back and Forward.

export interface AppLocation {
  /** With the base (/edu) the app is served under. */
  pathname: string
  search: string
  hash: string
  state: unknown
  /** The history entry's own key: "default" for the first one, a new one for each push or replace. */
  key: string
}

export interface AppHistory {
  /** The address now, with the base (/edu) the app is served under. */
  location: () => AppLocation
  /** Every change of address: links, navigate, back and forward. */
  subscribe: (listener: (location: AppLocation) => void) => () => void
  /** An app path (`/integral/detail?x=1`), under the base; a relative one as the browser resolves it. */
  navigate: (to: string, options?: { replace?: boolean }) => void
  back: () => void
  /** Moves through the browser's history (-1 is Back). */
  go: (delta: number) => void
}

interface EntryState {
  usr: unknown
  key: string
  idx: number
}

const entryState = (state: unknown): Partial<EntryState> => (state && typeof state === 'object' ? state : {})

const newKey = () => Math.random().toString(36).substring(2, 10)

export function createAppHistory(basename: string, window: Window = globalThis.window): AppHistory {
  const browser = window.history
  const listeners = new Set<(location: AppLocation) => void>()
  const location = (): AppLocation => {
    const { usr, key } = entryState(browser.state)
    const { pathname, search, hash } = window.location
    return { pathname, search, hash, state: usr ?? null, key: key ?? 'default' }
  }
  const tell = () => {
    const now = location()
    for (const listener of [...listeners]) listener(now)
  }
  if (entryState(browser.state).idx == null) browser.replaceState({ ...entryState(browser.state), idx: 0 }, '')
  window.addEventListener('popstate', tell)
  return {
    location,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    navigate: (to, options) => {
      const url = to.startsWith('/') ? `${basename}${to}` : to
      const idx = entryState(browser.state).idx ?? 0
      if (options?.replace) {
        browser.replaceState({ usr: null, key: newKey(), idx }, '', url)
      } else {
        try {
          browser.pushState({ usr: null, key: newKey(), idx: idx + 1 }, '', url)
        } catch (error) {
          // Safari refuses more than 100 pushes in 30 s: the address is still reached, by loading it.
          if (error instanceof DOMException && error.name === 'DataCloneError') throw error
          window.location.assign(url)
          return
        }
      }
      tell()
    },
    back: () => browser.go(-1),
    go: (delta) => browser.go(delta),
  }
}
