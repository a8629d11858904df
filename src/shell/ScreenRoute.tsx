import { useEffect, useMemo } from 'react'
import { useParams, useSearchParams } from 'react-router-dom'
import { FailurePage, OfflinePage, preloadScreen, ScreenLoader, useEngine, type ScreenEntry, type ScreenRoute as Route } from '../engine'
import { useGuard } from './useGuard'
import { reloadWithTimeString } from './services'
import { ScreenFrame } from './ScreenFrame'

/** A screen at one of its routes: its code loads at once, the guard decides meanwhile, then the screen shows. */
export function ScreenRoute({ entry, auth }: { entry: ScreenEntry; auth: Route['auth'] }) {
  const engine = useEngine()
  const params = useParams()
  const [search] = useSearchParams()
  const query = useMemo(() => Object.fromEntries(search.entries()), [search])
  useEffect(() => preloadScreen(engine, entry), [engine, entry])
  const guard = useGuard(auth)
  // The signing key could not be had: the client has said why; the failure (or, offline, the network) page
  // offers a refresh.
  if (guard === 'failed') {
    const refresh = () => reloadWithTimeString()
    return navigator.onLine ? <FailurePage onRefresh={refresh} /> : <OfflinePage onRefresh={refresh} />
  }
  const frame = <ScreenFrame entry={entry} route={params} query={query} />
  if (guard === 'waiting') return frame
  return <ScreenLoader key={entry.id} entry={entry} route={params} query={query} fallback={frame} />
}
