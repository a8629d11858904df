import { useMemo } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { screens } from 'virtual:edu-screens'
import { createApiClient, type Notify } from '../api'
import { createEngine, EngineProvider, registerBuiltins } from '../engine'
import { leavePage, rememberClientRole, rememberPath } from '../platform'
import { followLayout } from './layout'
import { createApiSession, startup } from '../session'
import { DevToolsMount } from './devtools/DevToolsMount'
import { platformPorts, usagePorts } from './ports'
import { startUsage } from './start-usage'
import { registerAppExtensions } from './register-app'
import wordingFile from '../../screens/wording.json'
import { routeTable } from './route-table'
import { inspectSource } from './data-sources/inspect'
import { chatSource, followChatPath } from './data-sources/chat'
import { assistantSource } from './data-sources/assistant'
import { registerSessionActions } from './actions/session-actions'
import { createShellServices, showToast } from './services'
import { ShellContext } from './shell-context'

const notify: Notify = ({ text, icon, duration }) => void showToast({ text, icon, duration })

/** The whole app: one API client, one engine, one router built from the screen manifest. */
export function App() {
  const { engine, router, shell } = useMemo(() => {
    const api = createApiClient({ notify, session: createApiSession(notify, (url) => window.location.assign(url)) })
    const router = createBrowserRouter(routeTable(screens), { basename: import.meta.env.BASE_URL.replace(/\/$/, '') })
    const usage = usagePorts(api)
    const engine = createEngine({
      services: createShellServices({
        ...platformPorts(api, usage),
        navigate: (to, options) => void router.navigate(to, { replace: options?.replace }),
        back: () => void router.navigate(-1),
      }),
      messages: wordingFile.messages,
    })
    registerBuiltins(engine)
    registerAppExtensions(engine)
    engine.registerDataSource('inspect', inspectSource(engine, api))
    engine.registerDataSource('chat', chatSource(api))
    engine.registerDataSource('assistant', assistantSource(api))
    registerSessionActions(engine, { api, assign: (url) => window.location.assign(url) })
    startUsage(usage, router)
    rememberPath(router.state.location.pathname, router.state.location.search)
    let shown = router.state.location.pathname
    followChatPath(api, shown)
    router.subscribe(({ location }) => {
      followChatPath(api, location.pathname)
      leavePage(shown, (shown = location.pathname))
      rememberPath(location.pathname, location.search)
      rememberClientRole(location)
    })
    followLayout(document.documentElement)
    // Started at once: the route's screen chunk loads meanwhile (ScreenRoute), and only the screen waits for it.
    const startupDone = startup(api)
    startupDone.catch((e: unknown) => engine.services.report(e, { where: 'startup' }))
    return { engine, router, shell: { api, notify, startup: startupDone } }
  }, [])

  return (
    <ShellContext.Provider value={shell}>
      <EngineProvider engine={engine}>
        <RouterProvider router={router} />
        <DevToolsMount navigate={(path) => void router.navigate(path)} />
      </EngineProvider>
    </ShellContext.Provider>
  )
}
