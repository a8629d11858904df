import { useEffect } from 'react'
import { unstable_HistoryRouter as HistoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom'
import { EngineProvider } from '../engine'
import { APP_BASE } from '../platform'
import { DevToolsMount } from './devtools/DevToolsMount'
import { RunAsBanner } from './RunAsBanner'
import { ShellContext } from './shell-context'
import type { StartedShell } from './start-shell'

/** Every route of the table, matched against the history's address (only the routes that could match it). */
function ScreenRoutes({ routesFor }: { routesFor: (pathname: string) => RouteObject[] }) {
  const { pathname } = useLocation()
  return useRoutes(routesFor(pathname))
}

/** The whole app: one API client, one engine, one router built from the screen manifest (start-shell.ts). */
export function App({ started }: { started: StartedShell }) {
  const { engine, history, routesFor, shell, afterFirstRender } = started
  useEffect(afterFirstRender, [afterFirstRender])
  return (
    <ShellContext.Provider value={shell}>
      <EngineProvider engine={engine}>
        <RunAsBanner />
        <HistoryRouter history={history.history} basename={APP_BASE}>
          <ScreenRoutes routesFor={routesFor} />
        </HistoryRouter>
        <DevToolsMount navigate={(path) => history.navigate(path)} />
      </EngineProvider>
    </ShellContext.Provider>
  )
}
