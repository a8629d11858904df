// The window's layout, tracked through resizes and rotations (SPEC §1, §9: wider than 750 is the large layout).
export const LARGE_LAYOUT_MIN_WIDTH = 750

export type Layout = 'large' | 'small'

export const layoutOf = (width: number): Layout => (width > LARGE_LAYOUT_MIN_WIDTH ? 'large' : 'small')

export function currentLayout(): Layout {
  return layoutOf(window.innerWidth)
}

/** Call `listener` with the new layout whenever it changes; answers the stop. */
export function watchLayout(listener: (layout: Layout) => void): () => void {
  let last = currentLayout()
  const check = () => {
    const now = currentLayout()
    if (now !== last) listener((last = now))
  }
  window.addEventListener('resize', check)
  window.addEventListener('orientationchange', check)
  return () => {
    window.removeEventListener('resize', check)
    window.removeEventListener('orientationchange', check)
  }
}
