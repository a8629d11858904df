import { useEffect, useState } from 'react'

/**
 * A part of a renderer that comes in its own chunk (a list's search box, its row checkbox), once `wanted`:
 * undefined until it arrives, or from the first render when `here` already has it. Fetched after the renderer
 * has drawn, so the screen does not wait for it. `load` and `here` are module-level functions (stable).
 */
export function useLazyPart<T>(wanted: boolean, load: () => Promise<T>, here?: () => T | undefined): T | undefined {
  const [part, setPart] = useState<T | undefined>(here)
  useEffect(() => {
    if (!wanted || part) return
    let live = true
    load().then(
      // A part may be a component (a function): set it, do not call it as an updater.
      (loaded) => live && setPart(() => loaded),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [wanted, part, load])
  return wanted ? part : undefined
}
