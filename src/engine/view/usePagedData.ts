import { useLayoutEffect } from 'react'
import type { PagedValue } from '../data/paged-source'
import { useFrame } from './frame'
import { useScopeValue } from './useScopeValue'

function isPaged(value: unknown): value is PagedValue {
  return (
    !!value &&
    typeof value === 'object' &&
    Array.isArray((value as PagedValue).items) &&
    typeof (value as PagedValue).loadMore === 'function'
  )
}

/**
 * The paged source a list shows, by its name in the screen's `data`: the list redraws when it changes, and
 * showing it fetches its first page. Undefined when the screen has no paged source of that name.
 */
export function usePagedData(name: string | undefined): PagedValue | undefined {
  const { sources, screen } = useFrame()
  const value = useScopeValue(name ? `data.${name}` : undefined)
  // A still screen (a page's frame: ScreenView `still`) asks for nothing; its live model's sources are attached.
  const still = screen.still === true
  // A layout effect: a first page already answered (asked for ahead, while the guard decided) is drawn before the
  // browser paints, not after a paint of the list loading (19 ms later on the points list, desktop).
  useLayoutEffect(() => {
    if (name && !still) sources.attach(name)
  }, [name, sources, still])
  return isPaged(value) ? value : undefined
}
