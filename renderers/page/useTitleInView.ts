import { useEffect, useState, type RefObject } from 'react'

/** The same words, whatever the spacing. */
const sameWords = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '')

/**
 * Whether the body shows the page's title itself as a heading (a hospital's name over its details) and that
 * heading is in view: the header then leaves its title blank, so the name is read once, and shows it again as
 * soon as the heading scrolls away (a native app's large title).
 */
export function useTitleInView(body: RefObject<HTMLElement | null>, title: string): boolean {
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const main = body.current
    if (!main || typeof IntersectionObserver === 'undefined') return
    let watched: Element | undefined
    const seen = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), { root: main })
    const find = () => {
      const heading = [...main.querySelectorAll('h1, h2, .edu-text--title')].find((e) => sameWords(e.textContent ?? '', title))
      if (heading === watched) return
      if (watched) seen.unobserve(watched)
      watched = heading
      if (heading) seen.observe(heading)
      else setInView(false)
    }
    // The heading arrives with the screen's data, after the frame.
    const changes = new MutationObserver(find)
    changes.observe(main, { childList: true, subtree: true, characterData: true })
    find()
    return () => {
      changes.disconnect()
      seen.disconnect()
    }
  }, [body, title])
  return inView
}
