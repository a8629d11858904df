import { useLayoutEffect, useRef } from 'react'

/** Longer than a smooth scroll takes. */
const SLIDE_MS = 700

/**
 * The line under the chosen title and the bar's horizontal scroll. The line is placed from the title's
 * offsetLeft/offsetWidth (the list is its offset parent) by writing its style directly, so a move costs no
 * render and the CSS transition slides it; it is measured after every render (a title's text may change) and
 * when the bar or the titles change size (rotation, fonts arriving). When the titles do not fit, the chosen one
 * is scrolled to the middle of the bar when it changes, and only then, so a user's own scrolling is left alone.
 */
export function useActiveLine(active: string) {
  const barRef = useRef<HTMLDivElement>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const lineRef = useRef<HTMLSpanElement>(null)

  useLayoutEffect(() => {
    placeLine(listRef.current, lineRef.current)
  })

  useLayoutEffect(() => {
    const list = listRef.current
    if (typeof ResizeObserver === 'undefined' || !list) return
    const observer = new ResizeObserver(() => {
      placeLine(list, lineRef.current)
    })
    observer.observe(list)
    for (const title of list.querySelectorAll('.edu-tabs__title')) observer.observe(title)
    return () => {
      observer.disconnect()
    }
  }, [])

  // While the bar slides towards one title, a new choice jumps instead of sliding: in Chromium, smooth scrolls
  // started one after another (keys pressed quickly, a busy phone) could leave the bar where none of them aimed.
  const sliding = useRef(false)
  useLayoutEffect(() => {
    const bar = barRef.current
    const tab = chosenTab(listRef.current)
    if (!bar || !tab || bar.scrollWidth <= bar.clientWidth) return
    const most = bar.scrollWidth - bar.clientWidth
    const left = Math.min(most, Math.max(0, tab.offsetLeft - (bar.clientWidth - tab.offsetWidth) / 2))
    if (Math.abs(bar.scrollLeft - left) < 1) return
    if (sliding.current) {
      // Ends the slide under way too.
      bar.scrollTo({ left, behavior: 'instant' })
      sliding.current = false
      return
    }
    // The bar's CSS says how it moves: smoothly, or at once when the phone asks for reduced motion.
    sliding.current = true
    const stop = () => (sliding.current = false)
    bar.addEventListener('scrollend', stop, { once: true })
    // Where scrollend never comes (older WebViews), a slide is over well within this.
    const fallback = window.setTimeout(stop, SLIDE_MS)
    bar.scrollTo({ left })
    return () => {
      window.clearTimeout(fallback)
      bar.removeEventListener('scrollend', stop)
    }
  }, [active])

  return { barRef, listRef, lineRef }
}

function chosenTab(list: HTMLElement | null): HTMLElement | null {
  return list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]') ?? null
}

function placeLine(list: HTMLElement | null, line: HTMLElement | null): void {
  const title = chosenTab(list)?.querySelector<HTMLElement>('.edu-tabs__title')
  if (!line) return
  if (!title) {
    line.style.visibility = 'hidden'
    return
  }
  line.style.visibility = ''
  line.style.width = `${String(title.offsetWidth)}px`
  line.style.transform = `translateX(${String(title.offsetLeft)}px)`
}
