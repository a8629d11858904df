import { useEffect, useMemo, useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { screens } from 'virtual:edu-screens'
import { createApiClient } from '../api'
import { createEngine, EngineProvider, FailurePage, registerBuiltins } from '../engine'
import { startup, type Notify } from '../platform'
import { DevToolsMount } from './devtools/DevToolsMount'
import { platformPorts } from './ports'
import { registerAppExtensions } from './register-app'
import { routeTable } from './route-table'
import { preloadFeedback } from './feedback'
import { createShellServices, reloadWithTimeString, showToast } from './services'
import { ShellContext } from './shell-context'
import { ShellLoader } from './ShellLoader'

const notify: Notify = ({ text, icon, duration }) => void showToast({ text, icon, duration })

/** The whole app: one API client, one engine, one router built from the screen manifest. */
export function App() {
  const { engine, router, shell } = useMemo(() => {
    const api = createApiClient({ notify, redirect: (url) => window.location.assign(url) })
    const router = createBrowserRouter(routeTable(screens), { basename: import.meta.env.BASE_URL.replace(/\/$/, '') })
    const engine = createEngine({
      services: createShellServices({
        ...platformPorts(api),
        navigate: (to, options) => void router.navigate(to, { replace: options?.replace }),
        back: () => void router.navigate(-1),
      }),
    })
    registerBuiltins(engine)
    registerAppExtensions(engine)
    return { engine, router, shell: { api, notify } }
  }, [])

  // SPEC §4: the loader stays up until the signing secret (and the run-as token, when running as another
  // user) is ready; if they cannot be had, the failure page (the client has already said why).
  const [ready, setReady] = useState<'pending' | 'ready' | 'failed'>('pending')
  useEffect(() => {
    preloadFeedback()
    startup(shell.api).then(
      () => setReady('ready'),
      (e: unknown) => {
        engine.services.report(e, { where: 'startup' })
        setReady('failed')
      },
    )
  }, [engine, shell])

  return (
    <ShellContext.Provider value={shell}>
      <EngineProvider engine={engine}>
        {ready === 'pending' && <ShellLoader />}
        {ready === 'failed' && <FailurePage onRefresh={() => reloadWithTimeString()} />}
        {ready === 'ready' && <RouterProvider router={router} />}
        <DevToolsMount navigate={(path) => void router.navigate(path)} />
      </EngineProvider>
    </ShellContext.Provider>
  )
}
