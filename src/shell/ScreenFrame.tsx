import { useEffect, useState } from 'react'
import { ScreenView, type Screen, type ScreenEntry } from '../engine'
import { ShellLoader } from './ShellLoader'

type Props = { entry: ScreenEntry; route?: Record<string, string | undefined>; query?: Record<string, string | undefined> }

// The frames of screens whose chunk has arrived, so a frame drawn again (the loader's fallback after the
// guard's) does not blink back to the plain loader.
const frames = new WeakMap<ScreenEntry, Screen>()

function frameOf(entry: ScreenEntry, config: Screen): Screen {
  return { $schema: '', id: entry.id, routes: config.routes, title: config.title, header: config.header, body: [] }
}

/**
 * What a screen looks like while the guard and its data are on their way: its own header and title over an
 * empty page, so the first thing drawn after the loader is already the screen's. They come with the screen
 * chunk (started at route match), not the manifest, which sits in the entry and must not grow with every
 * screen's title; until the chunk is there, and for a config with problems, the plain loader.
 */
export function ScreenFrame({ entry, route, query }: Props) {
  const [frame, setFrame] = useState(() => frames.get(entry) ?? null)
  useEffect(() => {
    let current = true
    entry.load().then(
      ({ default: loaded }) => {
        if (!loaded.config || loaded.problems.length) return
        const drawn = frames.get(entry) ?? frameOf(entry, loaded.config)
        frames.set(entry, drawn)
        if (current) setFrame(drawn)
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [entry])
  if (!frame) return <ShellLoader />
  return <ScreenView config={frame} route={route} query={query} />
}
