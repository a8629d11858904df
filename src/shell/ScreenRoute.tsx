import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import {
  ScreenLoader,
  startScreen,
  useEngine,
  useRequestCache,
  type ScreenEntry,
  type ScreenRoute as Route,
  UnavailablePage,
} from '../engine'
import { mayFetchEarly } from '../session'
import { useGuard } from './useGuard'
import { reloadWithTimeString } from './services'
import { ScreenFrame } from './ScreenFrame'
import { usePageFrame } from './usePageFrame'
import { useParams, useSearch } from './router'

/**
 * A screen at one of its routes. At route match its code, its data and the guard's checks all start (render as
 * you fetch); the frame shows until the guard allows the screen, which then draws from what has arrived. Leaving,
 * or a guard that fails, gives up the data still coming.
 */
export function ScreenRoute({ entry, auth }: { entry: ScreenEntry; auth: Route['auth'] }) {
  const engine = useEngine()
  const cache = useRequestCache()
  const params = useParams()
  const search = useSearch()
  const query = useMemo(() => Object.fromEntries(search.entries()), [search])
  // The data starts again only when the address changes in value, not each time the router hands over new objects.
  const addressKey = JSON.stringify({ route: params, query })
  const address = useMemo(
    () => JSON.parse(addressKey) as { route: Record<string, string | undefined>; query: Record<string, string> },
    [addressKey],
  )
  const ahead = useRef<AbortController | null>(null)
  // The screen draws once all its code is here: drawn sooner, a missing renderer shows nothing and React holds
  // back its arrival by 300 ms. Until then (and until the guard allows) the frame stays.
  const [codeHere, setCodeHere] = useState<ScreenEntry | null>(null)
  // A layout effect: the data's requests go out as the frame commits, not after the browser has laid out and
  // painted it (a passive effect ran 35-40 ms after the frame was in the page at 4x CPU slowdown).
  useLayoutEffect(() => {
    const controller = new AbortController()
    ahead.current = controller
    void startScreen(engine, cache, entry, address, controller.signal, mayFetchEarly(auth)).then(() => {
      if (!controller.signal.aborted) startTransition(() => setCodeHere(entry))
    })
    return () => controller.abort()
  }, [engine, cache, entry, auth, address, addressKey])
  const guard = useGuard(auth)
  useEffect(() => {
    if (guard === 'failed' || guard === 'refused') ahead.current?.abort()
  }, [guard])
  const live = guard === 'allowed' && codeHere === entry
  const fromPageFrame = usePageFrame(entry, live)
  // The same element until the address changes: the guard's answer renders this route again while the screen's
  // code is arriving, and a new element would draw the whole frame again in that window.
  const frame = useMemo(() => <ScreenFrame entry={entry} route={address.route} query={address.query} />, [entry, address])
  // The signing key could not be had: the client has said why; the failure (or, offline, the network) page
  // offers a refresh.
  if (guard === 'failed') {
    const refresh = () => reloadWithTimeString()
    return <UnavailablePage text={engine.text} onRefresh={refresh} />
  }
  // One loader from the start, showing the frame until the guard allows the screen: the screen then replaces the
  // frame in a transition, when its code is there, instead of a new Suspense boundary showing the frame as its
  // fallback, whose reveal React holds back for 300 ms.
  return (
    <ScreenLoader
      key={entry.id}
      entry={entry}
      route={params}
      query={query}
      fallback={frame}
      show={live || fromPageFrame}
      {...(fromPageFrame ? { still: !live } : {})}
    />
  )
}
