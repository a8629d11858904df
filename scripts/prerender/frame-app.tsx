// Loaded by render.ts through Vite's module runner (the app's own sources, its virtual manifest and its JSON), in
// Node: the app's shell, engine and renderers draw each route's frame as its first render in a browser does, the
// route's screen drawn `still` (ScreenFrame.tsx: no data asked for, no user or client read), so every source shows
// its skeleton and nothing of any person is in the page.
import { renderToString } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { screens as manifest } from 'virtual:edu-screens'
import { messages as shellWords } from 'virtual:edu-shell-wording'
import type { ApiClient } from '../../src/api'
import { createEngine, registerBuiltins, type EngineServices, type ScreenEntry } from '../../src/engine'
import { APP_BASE } from '../../src/platform'
import { App } from '../../src/shell/App'
import type { AppHistory, AppLocation } from '../../src/shell/history'

import { registerAppExtensions } from '../../src/shell/register-app'
import { routeTable } from '../../src/shell/route-table'
import { routesByLeadingSegments } from '../../src/shell/routes-by-segment'
import { drawScreenAsFrame } from '../../src/shell/ScreenFrame'
import type { WrittenAsks } from '../../src/shell/frame-asks'
import { pageCalls } from '../../src/engine/data/page-calls'
import { callWire } from '../../src/generated/call-wire'
import { effectOf, type CallWire } from '../../src/api/call-spec'
import { screenFacts } from '../../src/shell/screen-facts'
import { createShellServices } from '../../src/shell/services'
import type { StartedShell } from '../../src/shell/start-shell'
import { keepingPresets } from '../../src/shell/brought-presets'
import { keepingWords } from '../../src/shell/screen-words'
import { drawnInTime, FrameTimeout } from './deadline.ts'
import { JSDOM } from 'jsdom'
import { sanitizeInWindow } from '../../renderers/shared/sanitize'
import { inspectSource } from '../../src/shell/data-sources/inspect'
import { chatSource } from '../../src/shell/data-sources/chat'
import { assistantSource } from '../../src/shell/data-sources/assistant'

/** A frame to write: the route's path as the route table has it, and the page's markup inside #root. */
export interface Frame {
  screen: string
  path: string
  auth: string
  html: string
  /** What the page asks for as the entry starts: the route's auth and its screen's calls (src/shell/frame-asks.ts). */
  asks: WrittenAsks
}

/** A route whose frame was not written (the page then serves index.html's loader), and why. */
export interface Skipped {
  screen: string
  path: string
  reason: string
}

// Nothing is called while a frame is drawn: a call would be a bug of `still`, and must fail the build, not hang it.
const refuse = (what: string) => () => {
  throw new Error(`a frame asked for ${what} while being drawn at build time`)
}
const never = new Promise<never>(() => undefined)

// The API client the shell's pieces hold: none of them calls while a frame is drawn.
const shellApi = { call: refuse('a call'), isCall: (name: string) => name !== '' } as unknown as ApiClient

/** Nothing kept: a frame reads no browser storage (a renderer asking finds it empty). */
function withoutStorage(services: EngineServices): EngineServices {
  const empty: Storage = {
    length: 0,
    clear: () => undefined,
    getItem: () => null,
    key: () => null,
    removeItem: () => undefined,
    setItem: () => undefined,
  }
  return { ...services, storage: () => empty }
}

/**
 * The shell as start-shell.ts makes it, with the browser's parts (history, API client) replaced by inert ones: the
 * entry's words, and each screen's own as its chunk arrives, as a first visit to the route has them.
 */
function nodeShell(entries: readonly ScreenEntry[], pathname: string): StartedShell {
  const engine = createEngine({
    services: withoutStorage(
      createShellServices({
        navigate: refuse('navigate'),
        back: refuse('back'),
        call: refuse('a call'),
        isCall: shellApi.isCall,
        track: () => undefined,
        user: () => ({}),
        client: () => ({}),
      }),
    ),
    messages: shellWords,
  })
  const screens = keepingWords(entries, engine)
  const routesFor = routesByLeadingSegments(routeTable(screens))
  const facts = screenFacts(screens, routesFor)
  registerBuiltins(engine)
  registerAppExtensions(engine)
  // The app's own kinds, as start-shell.ts registers them (never asked here).
  engine.registerDataSource('inspect', inspectSource(engine, shellApi))
  engine.registerDataSource('chat', chatSource(shellApi))
  engine.registerDataSource('assistant', assistantSource(shellApi))
  const location: AppLocation = { pathname: `${APP_BASE}${pathname}`, search: '', hash: '', state: null, key: 'default' }
  // The address never changes while a frame is drawn: nothing listens, and going anywhere is a bug of `still`.
  const history: AppHistory = {
    location: () => location,
    subscribe: () => () => undefined,
    navigate: refuse('navigate'),
    back: refuse('back'),
    go: refuse('go'),
  }
  return {
    engine,
    history,
    routesFor,
    screens,
    // No guard is begun for a frame: nothing here is anyone's.
    shell: { api: shellApi, notify: () => undefined, startup: never, facts, guards: { begin: () => undefined, take: () => undefined } },
    afterFirstRender: () => undefined,
  }
}

/** An address the route's pattern matches, for the router (a parameter gets a placeholder value; the frame reads none). */
export const addressOf = (path: string) => path.replace(/:([A-Za-z0-9_]+)\??/g, '$1').replace(/\/\*$/, '/any')

const warn = (path: string) => (error: unknown) => {
  console.warn(`[frames] ${path}:`, error instanceof Error ? error.message : error)
}

/** Which routes to draw (all by default: the build's), and the deadline for each (deadline.ts). */
export interface FrameOptions {
  /** Only these routes' frames (their paths as the route table has them), for a test that needs a few. */
  only?: readonly string[]
  deadline?: number
}

/**
 * Every route's frame, in the manifest's order; a screen whose config has problems or whose drawing throws is
 * skipped with its reason (its page is index.html's loader). A frame that does not finish in time fails the step.
 */
export async function renderFrames(options: FrameOptions = {}): Promise<{ frames: Frame[]; skipped: Skipped[]; others: string[] }> {
  // A config's markdown is sanitised in jsdom's document here, so the frame shows it: with none, it drew empty and,
  // hydrated, stayed empty (React does not patch an element's inner HTML when hydrating, and the live screen's
  // was the same).
  sanitizeInWindow(new JSDOM('').window)
  const screens = keepingPresets(manifest)
  const screenPaths = new Set(screens.flatMap((entry) => entry.routes.map((route) => route.path)))
  // The table's other routes (redirects, published pages, '*'): an address one of them takes gets no frame.
  const others = routeTable(screens)
    .map((route) => route.path)
    .filter((path): path is string => path !== undefined && !screenPaths.has(path))
  const frames: Frame[] = []
  const skipped: Skipped[] = []
  for (const { id, routes } of screens) {
    for (const route of routes) {
      if (options.only && !options.only.includes(route.path)) continue
      const skip = (reason: string) => skipped.push({ screen: id, path: route.path, reason })
      try {
        const drawn = await drawnInTime(route.path, (signal) => drawFrame(screens, id, route.path, signal), options.deadline)
        if (drawn === undefined) skip('its config has problems')
        else frames.push({ screen: id, path: route.path, auth: route.auth, html: drawn.html, asks: pageAsks(route.auth, drawn.calls) })
      } catch (e) {
        if (e instanceof FrameTimeout) throw e
        skip(e instanceof Error ? e.message : String(e))
      }
    }
  }
  return { frames, skipped, others }
}

/**
 * What a route's page asks for as the entry starts: its auth (for its guard) and its screen's calls that only read,
 * with their wires (a page never begins a write before the app runs; none of the screens' sources is one).
 */
function pageAsks(auth: WrittenAsks['auth'], sources: WrittenAsks['calls']): WrittenAsks {
  const wires: Record<string, CallWire> = {}
  const calls = sources.filter((source) => {
    const name = String(source.call)
    const wire = (callWire as Readonly<Record<string, CallWire | undefined>>)[name]
    if (wire === undefined || effectOf(wire) !== 'read') return false
    wires[name] = wire
    return true
  })
  return { auth, calls, wires }
}

/**
 * One route's frame: the app at an address of the route, its screen drawn still, and the calls its page can ask for
 * as the entry starts (page-calls.ts). Undefined if the config has problems.
 */
async function drawFrame(
  entries: readonly ScreenEntry[],
  id: string,
  path: string,
  signal: AbortSignal,
): Promise<{ html: string; calls: WrittenAsks['calls'] } | undefined> {
  const started = nodeShell(entries, addressOf(path))
  // The entry as the shell keeps it (its chunk adds its words to this engine).
  const entry = started.screens.find((screen) => screen.id === id)
  if (!entry || !(await drawScreenAsFrame(started.engine, entry))) return undefined
  const config = (await entry.load()).default.config
  const calls = config
    ? pageCalls(
        started.engine,
        config,
        [...path.matchAll(/:([\w-]+)/g)].map(([, name]) => name),
      )
    : []
  signal.throwIfAborted()
  const app = <App started={started} />
  // prerender waits for every lazy part the frame draws (renderers, presets); with all of them here, the markup is
  // drawn again in one piece (prerender's own output streams late parts in with inline scripts, which the CSP
  // refuses).
  await (await prerender(app, { onError: warn(path), signal })).prelude.cancel()
  signal.throwIfAborted()
  return { html: renderToString(app), calls }
}
