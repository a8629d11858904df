import type { LoadedScreen, ScreenEntry } from '../loaded-screen'
import { lazyComponent, type PreloadableComponent } from '../lazy-component'
import { ScreenHost } from './ScreenHost'

export type HostProps = {
  route?: Record<string, string | undefined>
  query?: Record<string, string | undefined>
  /** Drawn as the page's frame until it turns false, then live in place (ScreenView `still`). */
  still?: boolean
}

const components = new WeakMap<ScreenEntry, PreloadableComponent<HostProps>>()

/** One component per manifest entry, made once: its chunk is fetched when preloaded or first shown. */
export function screenComponent(entry: ScreenEntry): PreloadableComponent<HostProps> {
  let component = components.get(entry)
  if (!component) {
    component = lazyComponent(async () => {
      const loaded: LoadedScreen = (await entry.load()).default
      return function LoadedScreenHost(props: HostProps) {
        return <ScreenHost loaded={loaded} {...props} />
      }
    })
    components.set(entry, component)
  }
  return component
}
