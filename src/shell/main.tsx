// First, so that the signing key is asked for before the rest of the entry is evaluated (start-api.ts).
import { apiBegun, startApi } from './start-api'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import 'antd-mobile/es/global'
import { App } from './App'
import { loadMockBackend } from './mock-backend'
import { releaseFrameTaps, keepFrameTaps } from './frame-taps'
import { hydratableFrame } from './prerendered-frame'
import { showStartFailure } from './start-failure'
import { startShell } from './start-shell'
import './shell.css'

// The embedded backend starts unless the environment's API address is configured (VITE_API_BASE or
// VITE_API_BASE_<ENVIRONMENT>, platform/api-base.ts). It is its own lazy chunk, and not in a build for a real
// backend at all (mock-backend.ts). This is the one place that starts it.
async function start(container: HTMLElement) {
  // A page frame (docs/frames.md) looks ready before the app can answer: its taps are kept until the screen is live.
  if (container.dataset.frame !== undefined) keepFrameTaps(container)
  if (!apiBegun && loadMockBackend) await (await loadMockBackend()).startMockBackend()
  const started = await startShell(apiBegun ?? startApi())
  // A frame written at build time for this route (docs/frames.md) is hydrated: it stays, and becomes the app's.
  if (await hydratableFrame(container, started)) {
    hydrateRoot(
      container,
      <StrictMode>
        <App started={started} />
      </StrictMode>,
    )
    return
  }
  // Not this address's frame: the app draws over it, and what was tapped on it is not there to be tapped again.
  releaseFrameTaps(false)
  const root = createRoot(container)
  // As a transition, the first render yields to the browser every few ms instead of one long task: input stays
  // responsive on a slow phone while the app draws (the static loader in index.html shows meanwhile).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App started={started} />
      </StrictMode>,
    ),
  )
}

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root')
start(container).catch((error: unknown) => {
  // The failure page replaces the frame: taps on it are for that page.
  releaseFrameTaps(false)
  showStartFailure(container, error)
})
