import { useMemo } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { screens } from 'virtual:edu-screens'
import { createEngine, EngineProvider, registerBuiltins } from '../engine'
import { registerRenderers } from '../../renderers'
import { DevToolsMount } from './devtools/DevToolsMount'
import { callPorts, clientInfo, trackEvent, userInfo } from './ports'
import { routeTable } from './route-table'
import { createShellServices } from './services'

/** The whole app: one engine, one router built from the screen manifest. */
export function App() {
  const { engine, router } = useMemo(() => {
    const router = createBrowserRouter(routeTable(screens), { basename: import.meta.env.BASE_URL.replace(/\/$/, '') })
    const engine = createEngine({
      services: createShellServices({
        ...callPorts,
        navigate: (to, options) => void router.navigate(to, { replace: options?.replace }),
        back: () => void router.navigate(-1),
        track: trackEvent,
        user: userInfo,
        client: clientInfo,
      }),
    })
    registerBuiltins(engine)
    registerRenderers(engine)
    return { engine, router }
  }, [])
  return (
    <EngineProvider engine={engine}>
      <RouterProvider router={router} />
      <DevToolsMount navigate={(path) => void router.navigate(path)} />
    </EngineProvider>
  )
}
