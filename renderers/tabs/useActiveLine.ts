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

  // Where the bar was last sent, until the move has had time to finish. In Chromium, a scroll asked for while a
  // smooth one is under way (keys pressed quickly, a busy phone) can be overtaken by the first one's animation,
  // leaving the bar where the user no longer is: a move that ends away from here is put right, at once.
  const aim = useRef<{ left: number; until: number } | undefined>(undefined)
  useLayoutEffect(() => {
    const bar = barRef.current
    if (!bar) return
    const settle = () => {
      const sent = aim.current
      if (!sent) return
      if (performance.now() > sent.until) aim.current = undefined
      putRight(bar, sent.left)
    }
    // The user's own touch or wheel takes the bar over.
    const release = () => (aim.current = undefined)
    bar.addEventListener('scrollend', settle)
    bar.addEventListener('pointerdown', release)
    bar.addEventListener('wheel', release, { passive: true })
    return () => {
      bar.removeEventListener('scrollend', settle)
      bar.removeEventListener('pointerdown', release)
      bar.removeEventListener('wheel', release)
    }
  }, [])

  useLayoutEffect(() => {
    const bar = barRef.current
    const tab = chosenTab(listRef.current)
    if (!bar || !tab || bar.scrollWidth <= bar.clientWidth) return
    const most = bar.scrollWidth - bar.clientWidth
    const left = Math.min(most, Math.max(0, tab.offsetLeft - (bar.clientWidth - tab.offsetWidth) / 2))
    const moving = aim.current !== undefined && performance.now() <= aim.current.until
    if (!moving && Math.abs(bar.scrollLeft - left) < 1) return
    aim.current = { left, until: performance.now() + SLIDE_MS }
    // A new choice while the bar is still moving jumps instead of sliding. Otherwise the bar's CSS says how it
    // moves: smoothly, or at once when the phone asks for reduced motion.
    bar.scrollTo(moving ? { left, behavior: 'instant' } : { left })
    // Where scrollend never comes (older WebViews), a slide is over well within this; then it is checked once.
    const check = window.setTimeout(() => {
      const sent = aim.current
      aim.current = undefined
      if (sent) putRight(bar, sent.left)
    }, SLIDE_MS)
    return () => window.clearTimeout(check)
  }, [active])

  return { barRef, listRef, lineRef }
}

/** Jump to `left` if a slide ended elsewhere. */
function putRight(bar: HTMLElement, left: number): void {
  if (Math.abs(bar.scrollLeft - left) >= 1) bar.scrollTo({ left, behavior: 'instant' })
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
