// The app's one API client, history, route table and engine, made before React draws anything. The work is
// split into tasks with the browser between them: made inside the first render (as it was), it was one piece of
// 17-47 ms on this machine, and on a phone at a quarter of the speed any piece over 50 ms is a long task that
// keeps a tap from being answered (and counts against Lighthouse's Total Blocking Time).
import { createEngine, loadExpressionParser, registerBuiltins, whenIdle, type Engine, type ScreenEntry } from '../engine'
import { APP_BASE, appPath, leavePage, rememberClientRole, rememberPath } from '../platform'
import { messages as shellWords } from 'virtual:edu-shell-wording'
import { followLayout } from './layout'
import { platformPorts, usagePorts } from './ports'
import { registerAppExtensions } from './register-app'
import { routeTable } from './route-table'
import { routesByLeadingSegments } from './routes-by-segment'
import { screenFacts } from './screen-facts'
import { inspectSource } from './data-sources/inspect'
import { chatSource, followChatPath, registerChatActions } from './data-sources/chat'
import { assistantSource, registerAssistantActions } from './data-sources/assistant'
import { registerSessionActions } from './actions/session-actions'
import { createShellServices } from './services'
import { createAppHistory, type AppHistory } from './history'
import { notify, type ApiStart } from './start-api'
import type { Shell } from './shell-context'
import { keepingPresets } from './brought-presets'
import { keepingWords } from './screen-words'
import type { AppRoute } from './router'

export interface StartedShell {
  engine: Engine
  history: AppHistory
  /** The routes that could match an address's path (those sharing its leading segments). */
  routesFor: (pathname: string) => AppRoute[]
  /** The screen manifest's entries (a prerendered frame's screen is found here: prerendered-frame.ts). */
  screens: readonly ScreenEntry[]
  shell: Shell
  /** Work no screen waits for (the usage log, error reports), started once the first render is in. */
  afterFirstRender: () => void
}

/** Lets the browser run (input, paint, arriving responses) before start-up goes on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** Given the API client and its start-up, begun as early as the embedded backend allows (start-api.ts). */
export async function startShell({ api, startupDone, asks }: ApiStart): Promise<StartedShell> {
  // The route manifest is a chunk of its own, preloaded by index.html beside the entry (scripts/vite/preload-beside-entry-plugin.ts).
  const manifestLoad = import('virtual:edu-screens')
  // Not in the entry either, and every screen's load waits for it (screen-words.ts): asked for now, beside the
  // manifest. A failed load is asked for again by the screen's own.
  loadExpressionParser().catch(() => undefined)
  // Start-up, under way since the entry's first lines (start-api.ts), has cleaned the address: the history reads it now.
  const history = createAppHistory(APP_BASE)
  await nextTask()

  const usage = usagePorts(api)
  // The entry carries the words its own code names; each screen's chunk brings the rest it needs (keepingWords).
  const engine = createEngine({
    services: createShellServices({ ...platformPorts(api, usage), navigate: history.navigate, back: history.back }),
    messages: shellWords,
  })
  // The calls the page's frame asked for as the entry started, filed where its screen will look for them.
  for (const { key, answer } of asks.calls) engine.requests.ahead(key, () => answer)
  // Each screen keeps the node and action presets its chunk brings, for the preset node and action, and adds the words it brings.
  const screens = keepingWords(keepingPresets((await manifestLoad).screens), engine)
  const routesFor = routesByLeadingSegments(routeTable(screens))
  // What each route's screen config says about it (visit name, socket, portrait user, home, certification).
  const facts = screenFacts(screens, routesFor)
  const factsAt = (pathname: string) => facts.of(appPath(pathname))
  registerBuiltins(engine)
  registerAppExtensions(engine)
  engine.registerDataSource('inspect', inspectSource(engine, api))
  engine.registerDataSource('chat', chatSource(api))
  registerChatActions(engine, api)
  engine.registerDataSource('assistant', assistantSource(api))
  registerAssistantActions(engine)
  // Login pages replace the page that sent there: Back never shows them (a native app's login is no page).
  registerSessionActions(engine, { api, assign: (url) => window.location.replace(url), home: facts.home })
  await nextTask()

  const first = history.location()
  rememberPath(first.pathname, first.search)
  let shown = first.pathname
  // Nothing the first render needs: after it (App's effect). A timer here ran before React's render task and
  // held the first frame back (9 ms here, 35 ms at 4x CPU slowdown).
  let usageStarted = false
  const afterFirstRender = () => {
    if (usageStarted) return
    usageStarted = true
    // Its code too comes after the first render, out of the entry: nothing on the screen waits for it.
    import('./start-usage')
      .then(({ startUsage }) => startUsage(usage, history, (path) => facts.of(path).visitName))
      .catch((e: unknown) => engine.services.report(e, { where: 'usage' }))
  }
  // The socket pages are few (chat screens fetch the chat code themselves): the check waits for a quiet moment.
  whenIdle(() => followChatPath(api, factsAt(first.pathname).socket === true))
  history.subscribe((location) => {
    followChatPath(api, factsAt(location.pathname).socket === true)
    leavePage(shown, location.pathname, factsAt(shown).leaveForgetsPortraitUser === true)
    shown = location.pathname
    rememberPath(location.pathname, location.search)
    rememberClientRole(location)
  })
  followLayout(document.documentElement)
  startupDone.catch((e: unknown) => engine.services.report(e, { where: 'startup' }))
  // On a page without a frame, the first screen's code and data start when its route commits its frame
  // (ScreenRoute), React's first render right after this task, not here: asked for here, they arrived while that
  // render ran and their evaluation pushed the frame back until the screen was nearly there (the title painted 764
  // ms in, at 4x CPU slowdown). A page served with its frame has it painted already, its code asked for by the page
  // itself: there they start as the frame starts hydrating (prerendered-frame.ts).
  return {
    engine,
    history,
    routesFor,
    screens,
    shell: { api, notify, startup: startupDone, facts, guards: asks.guards },
    afterFirstRender,
  }
}
