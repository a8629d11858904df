import { useLayoutEffect, useState, type RefObject } from 'react'

/** Below this many rows every row is drawn: windowing costs more than it saves. */
export const WINDOW_ABOVE = 60
/** Rows drawn beyond each edge of the view, so a quick flick shows no gap. */
const OVERSCAN = 10

export interface Range {
  start: number
  end: number
}

/** The element that scrolls the list, or null when the window does. */
function scrollParent(el: HTMLElement): HTMLElement | null {
  for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = window.getComputedStyle(node)
    if (overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'overlay') return node
  }
  return null
}

/**
 * The rows of a long list near the view (DESIGN: long lists keep the number of DOM nodes bounded). Rows have a
 * fixed height, so the range follows from the scroll offset alone; short lists get every row.
 */
export function useVisibleRange(box: RefObject<HTMLElement | null>, count: number, rowHeight: number | undefined): Range {
  const windowed = !!rowHeight && count > WINDOW_ABOVE
  const [range, setRange] = useState<Range>({ start: 0, end: WINDOW_ABOVE })

  useLayoutEffect(() => {
    const el = box.current
    if (!windowed || !el || !rowHeight) return
    const scroller = scrollParent(el)
    const update = () => {
      const viewTop = scroller ? scroller.getBoundingClientRect().top : 0
      const viewHeight = scroller?.clientHeight || window.innerHeight
      const offset = el.getBoundingClientRect().top - viewTop
      const start = Math.max(0, Math.floor(-offset / rowHeight) - OVERSCAN)
      const end = Math.min(count, Math.ceil((viewHeight - offset) / rowHeight) + OVERSCAN)
      setRange((r) => (r.start === start && r.end === end ? r : { start, end: Math.max(start, end) }))
    }
    update()
    const target = scroller ?? window
    target.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      target.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [box, windowed, count, rowHeight])

  return windowed ? { start: Math.min(range.start, count), end: Math.min(range.end, count) } : { start: 0, end: count }
}
