// The browser history the app's router reads, shared with the shell's own listeners (usage events, the
// remembered path, the chat socket). The router is React Router's declarative one (HistoryRouter + useRoutes):
// the data router (createBrowserRouter) brought 18 kB gzip of loaders, actions and fetchers into the entry chunk
// that no screen uses, since screens fetch through the engine's data sources. React Router exports the history
// BrowserRouter itself uses as UNSAFE_ and HistoryRouter as unstable_ (the names, not the code, are what may
// change on an upgrade; route-table and history tests would show it).
import { UNSAFE_createBrowserHistory as createBrowserHistory, type Location } from 'react-router-dom'

type History = ReturnType<typeof createBrowserHistory>
type Listener = Parameters<History['listen']>[0]

export interface AppHistory {
  /** What the router is given: React Router's history, whose one listener is the router itself. */
  history: History
  /** The address now, with the base (/edu) the app is served under. */
  location: () => Location
  /** Every change of address: links, navigate, back and forward. */
  subscribe: (listener: (location: Location) => void) => () => void
  /** An app path (`/integral/detail?x=1`), under the base; a relative one as the browser resolves it. */
  navigate: (to: string, options?: { replace?: boolean }) => void
  back: () => void
}

export function createAppHistory(basename: string, window?: Window): AppHistory {
  const browser = createBrowserHistory({ window, v5Compat: true })
  // React Router's history takes one listener; the router and the shell both listen, so they share it.
  const listeners = new Set<Listener>()
  browser.listen((update) => {
    for (const l of [...listeners]) l(update)
  })
  const listen = (listener: Listener) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }
  const history: History = Object.assign(Object.create(browser) as History, { listen })
  return {
    history,
    location: () => browser.location,
    subscribe: (listener) => listen(({ location }) => listener(location)),
    navigate: (to, options) => {
      const path = to.startsWith('/') ? `${basename}${to}` : to
      if (options?.replace) browser.replace(path)
      else browser.push(path)
    },
    back: () => browser.go(-1),
  }
}
