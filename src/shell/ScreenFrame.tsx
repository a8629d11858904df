import { useEffect, useState } from 'react'
import { frameOf, preloadScreen, ScreenView, type Engine, type Screen, type ScreenEntry, type ScreenFrameConfig } from '../engine'
import { ShellLoader } from './ShellLoader'

type Props = { entry: ScreenEntry; route?: Record<string, string | undefined>; query?: Record<string, string | undefined> }

// The frames of screens whose chunk has arrived, so a frame drawn again (the loader's fallback after the
// guard's) does not blink back to the plain loader.
const frames = new WeakMap<ScreenEntry, Screen>()

// The screen whose page frame, written at build time for its route (scripts/prerender, docs/frames.md), the app's
// first render draws again and hydrates: its route draws it still, in full, until it comes to life in place.
let pageFrame: ScreenEntry | null = null

/**
 * Loads a screen's chunk, its renderers and the code its nodes name (a form's validator), so that its route draws
 * it in full and still (ScreenView `still`) from the first render on: the same markup as the frame the build wrote
 * for the route. False when the chunk brings no usable config.
 */
export async function drawScreenAsFrame(engine: Engine, entry: ScreenEntry): Promise<boolean> {
  await preloadScreen(engine, entry)
  const { default: loaded } = await entry.load()
  if (!loaded.config || loaded.problems.length) return false
  pageFrame = entry
  return true
}

/** Whether a route of this screen draws the page's frame (drawScreenAsFrame), until pageFrameDone. */
export function drawsPageFrame(entry: ScreenEntry): boolean {
  return pageFrame === entry
}

/** The page's frame came to life, or was left: a later visit to its screen starts as any other. */
export function pageFrameDone(entry: ScreenEntry): void {
  if (pageFrame === entry) pageFrame = null
}

function frameScreen(entry: ScreenEntry, frame: ScreenFrameConfig): Screen {
  // The view never reads a frame's routes; the type wants at least one.
  const routes: Screen['routes'] = [entry.routes[0] ?? { path: '/', auth: 'none' }]
  return { $schema: '', id: entry.id, routes, ...frame, body: [] }
}

/**
 * What a screen looks like while the guard and its data are on their way: its own header and title over an
 * empty page, so the first thing drawn is already the screen's. The manifest carries the title and header, so
 * the frame draws with the shell's first render (on many screens the title is the largest thing painted early,
 * which is what Lighthouse's LCP waits for). An entry without them (a config with problems, or a manifest made
 * elsewhere) waits for the screen chunk, showing the plain loader meanwhile.
 */
export function ScreenFrame({ entry, route, query }: Props) {
  const [frame, setFrame] = useState(() => frames.get(entry) ?? (entry.frame ? frameScreen(entry, entry.frame) : null))
  useEffect(() => {
    if (frame) return
    let current = true
    entry.load().then(
      ({ default: loaded }) => {
        if (!loaded.config || loaded.problems.length) return
        const drawn = frames.get(entry) ?? frameScreen(entry, frameOf(loaded.config))
        frames.set(entry, drawn)
        if (current) setFrame(drawn)
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [entry, frame])
  if (!frame) return <ShellLoader />
  return <ScreenView config={frame} route={route} query={query} />
}
