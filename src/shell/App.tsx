import { Suspense, useEffect } from 'react'
import { EngineProvider, lazyComponent } from '../engine'
import { APP_BASE } from '../platform'
import { isRunningAs } from '../session'
import { DevToolsMount } from './devtools/DevToolsMount'
import { Router, Routes } from './router'
import { ShellContext } from './shell-context'
import type { StartedShell } from './start-shell'

// Drawn only while the user acts for a family member (a fresh page starts and ends it), rarely: its code is
// fetched then, as the app starts, and not carried by the entry.
const RunAsBanner = lazyComponent(() => import('./RunAsBanner').then((m) => m.RunAsBanner))

/** The whole app: one API client, one engine, one router built from the screen manifest (start-shell.ts). */
export function App({ started }: { started: StartedShell }) {
  const { engine, history, routesFor, shell, afterFirstRender } = started
  useEffect(afterFirstRender, [afterFirstRender])
  return (
    <ShellContext.Provider value={shell}>
      <EngineProvider engine={engine}>
        {isRunningAs() && (
          <Suspense fallback={null}>
            <RunAsBanner />
          </Suspense>
        )}
        <Router history={history} base={APP_BASE}>
          {/* Every route of the table, matched against the address (only the routes that could match it). */}
          <Routes routesFor={routesFor} />
        </Router>
        <DevToolsMount navigate={(path) => history.navigate(path)} />
      </EngineProvider>
    </ShellContext.Provider>
  )
}
