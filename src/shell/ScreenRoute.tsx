import { useParams, useSearchParams } from 'react-router-dom'
import { useMemo } from 'react'
import { ScreenLoader, type ScreenEntry, type ScreenRoute as Route } from '../engine'
import { useGuard } from './guard'
import { ShellLoader } from './ShellLoader'

/** A screen at one of its routes: the guard decides first, then the screen's chunk loads. */
export function ScreenRoute({ entry, auth }: { entry: ScreenEntry; auth: Route['auth'] }) {
  const params = useParams()
  const [search] = useSearchParams()
  const query = useMemo(() => Object.fromEntries(search.entries()), [search])
  const allowed = useGuard(auth)
  if (!allowed) return <ShellLoader />
  return <ScreenLoader key={entry.id} entry={entry} route={params} query={query} fallback={<ShellLoader />} />
}
