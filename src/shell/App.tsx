import { useMemo } from 'react'
import { unstable_HistoryRouter as HistoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom'
import { screens } from 'virtual:edu-screens'
import { createApiClient, type Notify } from '../api'
import { createEngine, EngineProvider, registerBuiltins, whenIdle } from '../engine'
import { leavePage, rememberClientRole, rememberPath } from '../platform'
import { followLayout } from './layout'
import { createApiSession, startup } from '../session'
import { DevToolsMount } from './devtools/DevToolsMount'
import { platformPorts, usagePorts } from './ports'
import { startUsage } from './start-usage'
import { registerAppExtensions } from './register-app'
import wordingFile from '../../screens/wording.json'
import { routeTable, screenAt } from './route-table'
import { startFirstScreen } from './first-screen'
import { routesByLeadingSegments } from './routes-by-segment'
import { inspectSource } from './data-sources/inspect'
import { chatSource, followChatPath } from './data-sources/chat'
import { assistantSource } from './data-sources/assistant'
import { registerSessionActions } from './actions/session-actions'
import { createShellServices } from './services'
import { showToast } from './toast'
import { ShellContext } from './shell-context'
import { createAppHistory } from './history'

const notify: Notify = ({ text, icon, duration }) => void showToast({ text, icon, duration })
const basename = import.meta.env.BASE_URL.replace(/\/$/, '')

/** The address's path inside the app, without the base it is served under. */
const appPath = (pathname: string) =>
  pathname.toLowerCase().startsWith(basename.toLowerCase()) ? pathname.slice(basename.length) || '/' : pathname

/** Every route of the table, matched against the history's address (only the routes that could match it). */
function ScreenRoutes({ routesFor }: { routesFor: (pathname: string) => RouteObject[] }) {
  const { pathname } = useLocation()
  return useRoutes(routesFor(pathname))
}

/** The whole app: one API client, one engine, one router built from the screen manifest. */
export function App() {
  const { engine, history, routesFor, shell } = useMemo(() => {
    const api = createApiClient({ notify, session: createApiSession(notify, (url) => window.location.assign(url)) })
    const history = createAppHistory(basename)
    const routesFor = routesByLeadingSegments(routeTable(screens))
    const usage = usagePorts(api)
    const engine = createEngine({
      services: createShellServices({
        ...platformPorts(api, usage),
        navigate: history.navigate,
        back: history.back,
      }),
      messages: wordingFile.messages,
    })
    registerBuiltins(engine)
    registerAppExtensions(engine)
    engine.registerDataSource('inspect', inspectSource(engine, api))
    engine.registerDataSource('chat', chatSource(api))
    engine.registerDataSource('assistant', assistantSource(api))
    registerSessionActions(engine, { api, assign: (url) => window.location.assign(url) })
    const first = history.location()
    rememberPath(first.pathname, first.search)
    let shown = first.pathname
    // Nothing the first render needs: in a task of its own after it, so the first render is not one long task
    // (on a slow phone, main-thread work in one piece is what keeps a page from answering a tap).
    setTimeout(() => startUsage(usage, history))
    // The socket paths are few (chat screens fetch the chat code themselves): the check waits for a quiet moment.
    whenIdle(() => followChatPath(api, first.pathname))
    history.subscribe((location) => {
      followChatPath(api, location.pathname)
      leavePage(shown, (shown = location.pathname))
      rememberPath(location.pathname, location.search)
      rememberClientRole(location)
    })
    followLayout(document.documentElement)
    // Started at once: the route's screen chunk loads meanwhile (ScreenRoute), and only the screen waits for it.
    const startupDone = startup(api)
    startupDone.catch((e: unknown) => engine.services.report(e, { where: 'startup' }))
    // The first screen's code and data start now, while React draws the shell, instead of when its route commits
    // its frame; after startup has read the address (a run-as visit, a cleaned query) as the route will see it.
    const shownFirst = history.location()
    const firstMatch = screenAt(routesFor(appPath(shownFirst.pathname)), appPath(shownFirst.pathname))
    if (firstMatch) startFirstScreen(engine, firstMatch, shownFirst.search)
    return { engine, history, routesFor, shell: { api, notify, startup: startupDone } }
  }, [])

  return (
    <ShellContext.Provider value={shell}>
      <EngineProvider engine={engine}>
        <HistoryRouter history={history.history} basename={basename}>
          <ScreenRoutes routesFor={routesFor} />
        </HistoryRouter>
        <DevToolsMount navigate={(path) => history.navigate(path)} />
      </EngineProvider>
    </ShellContext.Provider>
  )
}
