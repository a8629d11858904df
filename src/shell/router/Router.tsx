// The app's router: the history's address under the base, the route it shows, and the hooks the shell's routes
// read (useLocation, useNavigate, useParams, useSearch) and <Navigate>, with React Router's behaviour, which the
// app used until issue 36: each change of address rendered in a transition, an address outside the base drawing
// nothing, <Navigate> going in an effect, the route's element kept (same type and key) when only its address
// changes. React Router's declarative router was 10 kB gzip of the entry, most of it its data router that no
// screen used and that its bundle could not leave out.
import { createContext, startTransition, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react'
import type { AppHistory, AppLocation } from '../history'
import { matchRoute, stripBase, type AppRoute, type RouteParams } from './match'

export interface NavigateOptions {
  replace?: boolean
}

/** Goes to an app path (absolute, or relative to the route shown), or moves through the history (-1 is Back). */
export type NavigateTo = (to: string | number, options?: NavigateOptions) => void

interface RouterState {
  /** The address, its path under the base. */
  location: AppLocation
  navigate: NavigateTo
  /** A link's address: an app path (absolute, or relative to the route shown) under the base. */
  href: (to: string) => string
}

const RouterContext = createContext<RouterState | null>(null)
const ParamsContext = createContext<RouteParams>({})

export function useRouter(): RouterState {
  const router = useContext(RouterContext)
  if (!router) throw new Error('a route hook is used outside the router')
  return router
}

/** A relative path (`x`, `../y`, `?q=1`) from the route shown, as React Router resolved it: from the route's path. */
function resolve(to: string, from: string): string {
  if (to.startsWith('/')) return to
  const cut = to.search(/[?#]/)
  const path = cut < 0 ? to : to.slice(0, cut)
  const segments = from.split('/').filter(Boolean)
  for (const segment of path.split('/')) {
    if (segment === '..') segments.pop()
    else if (segment !== '.' && segment !== '') segments.push(segment)
  }
  return `/${segments.join('/')}${cut < 0 ? '' : to.slice(cut)}`
}

export function Router({ history, base, children }: { history: AppHistory; base: string; children: ReactNode }) {
  const [location, setLocation] = useState(history.location)
  useLayoutEffect(() => history.subscribe((next) => startTransition(() => setLocation(next))), [history])
  const pathname = stripBase(location.pathname, base)
  const state = useMemo<RouterState | null>(() => {
    if (pathname === null) return null
    const navigate: NavigateTo = (to, options) => {
      if (typeof to === 'number') {
        history.go(to)
        return
      }
      history.navigate(resolve(to, pathname), options)
    }
    const href = (to: string) => `${base}${resolve(to, pathname)}`
    return { location: { ...location, pathname }, navigate, href }
  }, [history, base, location, pathname])
  // An address that is not the app's draws nothing.
  if (!state) return null
  return <RouterContext.Provider value={state}>{children}</RouterContext.Provider>
}

/** The route the address shows, drawn with its parameters; nothing when no route matches. */
export function Routes({ routesFor }: { routesFor: (pathname: string) => readonly AppRoute[] }) {
  const { pathname } = useRouter().location
  const match = useMemo(() => matchRoute(routesFor(pathname), pathname), [routesFor, pathname])
  if (!match) return null
  return <ParamsContext.Provider value={match.params}>{match.route.element}</ParamsContext.Provider>
}

/** The address, its path under the base. */
export const useLocation = (): AppLocation => useRouter().location

export const useNavigate = (): NavigateTo => useRouter().navigate

/** The route's parameters, percent-decoded. */
export const useParams = (): RouteParams => useContext(ParamsContext)

/** The address's query. */
export function useSearch(): URLSearchParams {
  const { search } = useRouter().location
  return useMemo(() => new URLSearchParams(search), [search])
}

/** Goes to `to` once drawn (in an effect, as React Router's <Navigate> does). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate()
  useEffect(() => navigate(to, { replace }), [navigate, to, replace])
  return null
}
