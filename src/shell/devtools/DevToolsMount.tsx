import { lazy, Suspense, useState } from 'react'
import { useEngine } from '../../engine'
import { DEVTOOLS_BUTTON } from './button-label'
import './devtools-button.css'

const loadDevTools = () => import('./DevTools')
const DevTools = lazy(async () => ({ default: (await loadDevTools()).DevTools }))

/**
 * The panel (SPEC §1) shows outside the production environment, in development and production builds alike
 * (so a uat build can still switch environment). Once its switcher has chosen an environment it stays, even
 * production, so choosing production never hides the way back (`devToolsShow` in show.ts; App.tsx draws this
 * mount only then, and not while hydrating a page's frame). Until its button is tapped only the button is
 * here: the panel, with antd-mobile's popup, react-spring and @use-gesture, is its own chunk, fetched when a
 * finger comes down on the button, so a visit to a uat build downloads and runs what a production visit does.
 */
export function DevToolsMount({ navigate }: { navigate: (path: string) => void }) {
  const engine = useEngine()
  const [wanted, setWanted] = useState(false)
  const button = (
    <button
      type="button"
      className="edu-devtools__fab"
      data-devtools
      aria-label={DEVTOOLS_BUTTON}
      onPointerDown={() => void loadDevTools().catch(() => undefined)}
      // Drawn once its code is here, so a fetch that fails leaves the button (tap again) rather than a broken app.
      onClick={() =>
        void loadDevTools().then(
          () => setWanted(true),
          () => undefined,
        )
      }
    >
      {DEVTOOLS_BUTTON}
    </button>
  )
  if (!wanted) return button
  return (
    <Suspense fallback={button}>
      <DevTools navigate={navigate} engine={engine} opened />
    </Suspense>
  )
}
