import { useEffect } from 'react'
import { EngineProvider } from '../engine'
import { APP_BASE } from '../platform'
import { DevToolsMount } from './devtools/DevToolsMount'
import { RunAsBanner } from './RunAsBanner'
import { Router, Routes } from './router'
import { ShellContext } from './shell-context'
import type { StartedShell } from './start-shell'

/** The whole app: one API client, one engine, one router built from the screen manifest (start-shell.ts). */
export function App({ started }: { started: StartedShell }) {
  const { engine, history, routesFor, shell, afterFirstRender } = started
  useEffect(afterFirstRender, [afterFirstRender])
  return (
    <ShellContext.Provider value={shell}>
      <EngineProvider engine={engine}>
        <RunAsBanner />
        <Router history={history} base={APP_BASE}>
          {/* Every route of the table, matched against the address (only the routes that could match it). */}
          <Routes routesFor={routesFor} />
        </Router>
        <DevToolsMount navigate={(path) => history.navigate(path)} />
      </EngineProvider>
    </ShellContext.Provider>
  )
}
