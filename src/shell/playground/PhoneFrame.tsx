import { Suspense, useMemo, useState } from 'react'
import { EngineProvider, ScreenHost, useEngine, type Engine, type LoadedScreen } from '../../engine'
import { ShellLoader } from '../ShellLoader'
import { fill, playgroundWording as w } from './wording'

const none: Record<string, string | undefined> = {}

interface Props {
  /** The config to draw (already checked), and its version: a new version draws it afresh. */
  shown: { screen: LoadedScreen; version: number } | undefined
}

/**
 * A 375 × 667 phone with the config drawn in it by the app's own engine and renderers. The screen's navigation
 * stays in the frame: going somewhere or back only says where it would go, so the playground is never left.
 */
export function PhoneFrame({ shown }: Props) {
  const engine = useEngine()
  const [left, setLeft] = useState<string>()
  const [reloads, setReloads] = useState(0)
  const preview = useMemo<Engine>(
    () => ({
      ...engine,
      services: {
        ...engine.services,
        navigate: (to) => setLeft(fill(w.stayed, { where: fill(w.navigateTo, { to }) })),
        back: () => setLeft(fill(w.stayed, { where: w.back })),
        reloadPage: () => setReloads((n) => n + 1),
      },
    }),
    [engine],
  )
  return (
    <div className="edu-playground__phone">
      <p role="status" className="edu-playground__left">
        {left}
      </p>
      {/* transform makes the frame the containing block of the screen's fixed parts (header, footer, masks). */}
      <div className="edu-playground__screen" data-testid="playground-screen">
        {shown ? (
          <EngineProvider engine={preview}>
            <Suspense fallback={<ShellLoader />}>
              <ScreenHost key={`${String(shown.version)}-${String(reloads)}`} loaded={shown.screen} route={none} query={none} />
            </Suspense>
          </EngineProvider>
        ) : (
          <p className="edu-playground__empty">{w.nothingYet}</p>
        )}
      </div>
    </div>
  )
}
