// For tests that draw the route table: the app's router over jsdom's own history, opened at an app path.
import { createAppHistory } from '../history'
import type { AppRoute } from './match'
import { stripBase } from './match'
import { Router, Routes } from './Router'

const BASE = '/edu'

export function routerAt(path: string, routes: readonly AppRoute[]) {
  window.history.replaceState(null, '', `${BASE}${path}`)
  const history = createAppHistory(BASE)
  return {
    element: (
      <Router history={history} base={BASE}>
        <Routes routesFor={() => routes} />
      </Router>
    ),
    /** Goes to an app path, as a link would. */
    navigate: (to: string) => history.navigate(to),
    /** The address now: its path under the base, and its query. */
    location: () => ({ pathname: stripBase(window.location.pathname, BASE), search: window.location.search }),
  }
}
