import { Suspense, useEffect, useSyncExternalStore } from 'react'
import { EngineProvider, lazyComponent } from '../engine'
import { APP_BASE } from '../platform'
import { isRunningAs } from '../session'
import { devToolsShow } from './devtools/show'
import { Router, Routes } from './router'
import { ShellContext } from './shell-context'
import type { StartedShell } from './start-shell'

// Drawn only while the user acts for a family member (a fresh page starts and ends it), rarely: its code is
// fetched then, as the app starts, and not carried by the entry.
const RunAsBanner = lazyComponent(() => import('./RunAsBanner').then((m) => m.RunAsBanner))
// The developer tools' button shows outside production only: its code comes after the app's first render, not
// with the entry. A build without developer tools has DevToolsMount.none.tsx in its place (real-backend-plugin).
const DevToolsMount = lazyComponent(() => import('./devtools/DevToolsMount').then((m) => m.DevToolsMount))

const unchanging = () => () => undefined
// What a page's frame, drawn at build time with no browser (docs/frames.md), had: the app hydrating it draws the
// same first, then what this browser says.
const notAtBuildTime = () => false

/** The whole app: one API client, one engine, one router built from the screen manifest (start-shell.ts). */
export function App({ started }: { started: StartedShell }) {
  const { engine, history, routesFor, shell, afterFirstRender } = started
  useEffect(afterFirstRender, [afterFirstRender])
  const runningAs = useSyncExternalStore(unchanging, isRunningAs, notAtBuildTime)
  const devTools = useSyncExternalStore(unchanging, devToolsShow, notAtBuildTime)
  return (
    <ShellContext.Provider value={shell}>
      <EngineProvider engine={engine}>
        {runningAs && (
          <Suspense fallback={null}>
            <RunAsBanner />
          </Suspense>
        )}
        <Router history={history} base={APP_BASE}>
          {/* Every route of the table, matched against the address (only the routes that could match it). */}
          <Routes routesFor={routesFor} />
        </Router>
        {devTools && (
          <Suspense fallback={null}>
            <DevToolsMount navigate={(path) => history.navigate(path)} />
          </Suspense>
        )}
      </EngineProvider>
    </ShellContext.Provider>
  )
}
