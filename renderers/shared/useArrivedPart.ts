import { useEffect, useState, type ComponentType } from 'react'
import type { PreloadableComponent } from '../../src/engine'

/**
 * A lazily fetched part of a renderer (a list's search bar, its row checkbox) once its code is here: at once if it
 * already is, otherwise fetched after the first render and drawn when it arrives, so the renderer never suspends
 * for it. Undefined while not wanted or not here; a failed fetch leaves it undefined.
 */
export function useArrivedPart<P>(wanted: boolean, part: PreloadableComponent<P>): ComponentType<P> | undefined {
  const [arrived, setArrived] = useState(part.loaded)
  useEffect(() => {
    if (!wanted || arrived) return
    let live = true
    part.preload().then(
      (component) => live && setArrived(() => component),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [wanted, arrived, part])
  return wanted ? arrived : undefined
}
