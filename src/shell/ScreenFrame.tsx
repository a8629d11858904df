import { useMemo } from 'react'
import { ScreenView, type Screen, type ScreenEntry } from '../engine'
import { ShellLoader } from './ShellLoader'

type Props = { entry: ScreenEntry; route?: Record<string, string | undefined>; query?: Record<string, string | undefined> }

/**
 * What a screen looks like while its code, the guard and its data are on their way: its own header and title
 * (from the manifest) over an empty page, so the first thing drawn is already the screen's. Without a frame in
 * the manifest (a config with problems), the plain loader.
 */
export function ScreenFrame({ entry, route, query }: Props) {
  const config = useMemo<Screen | null>(
    () => (entry.frame ? { $schema: '', id: entry.id, routes: entry.routes as Screen['routes'], ...entry.frame, body: [] } : null),
    [entry],
  )
  if (!config) return <ShellLoader />
  return <ScreenView config={config} route={route} query={query} />
}
