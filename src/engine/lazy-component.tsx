// React.lazy suspends on its first render even when the code is already here (a preloaded chunk), and each
// suspension costs a fallback commit and React's reveal throttle. A component made here renders at once when
// its code has arrived, and lazily otherwise; each mounted instance keeps the one it started with.
import { lazy, useState, type ComponentType, type ReactNode } from 'react'
import type { RendererDefinition, RendererProps } from './types'

export type PreloadableComponent<P> = ((props: P) => ReactNode) & {
  /** Fetch the code now; resolves with the component. A failed fetch may be tried again. */
  preload: () => Promise<ComponentType<P>>
  /** Whether its code has arrived: it then renders at once, never suspending. */
  loaded: () => boolean
}

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (e: unknown) => {
        pending = undefined
        throw e
      },
    )
    return pending
  }
  const Lazy = lazy(async () => ({ default: await preload() }))
  function Preloadable(props: P) {
    const [Ready] = useState<ComponentType<P> | undefined>(() => loaded)
    return Ready ? <Ready {...props} /> : <Lazy {...props} />
  }
  return Object.assign(Preloadable, { preload, loaded: () => loaded !== undefined })
}

/**
 * A renderer whose component is a lazy chunk, fetched early by its `preload` (with the screen's code: the
 * manifest names the screen's node types). One call per renderer keeps each registration in the entry short
 * (issue 36); `more` holds the rest of the definition (raw props, preloadFor).
 */
export function lazyRenderer<N, Raw extends keyof N & string = never>(
  type: string,
  load: () => Promise<ComponentType<RendererProps<N, Raw>>>,
  more: Omit<RendererDefinition<N, Raw>, 'type' | 'component' | 'preload'> = {},
): RendererDefinition<N, Raw> {
  const component = lazyComponent(load)
  return { type, component, preload: component.preload, ready: component.loaded, ...more }
}
