import { useEffect, useState } from 'react'

/**
 * How much of the layout viewport the on-screen keyboard covers (the visual viewport's shortfall), so the
 * composer can sit above it where the browser does not resize the page for the keyboard (iOS Safari, webviews).
 */
export function useKeyboardInset(): number {
  const [inset, setInset] = useState(0)
  useEffect(() => {
    const viewport = window.visualViewport
    if (!viewport) return
    const update = () => setInset(Math.max(0, Math.round(window.innerHeight - viewport.height - viewport.offsetTop)))
    viewport.addEventListener('resize', update)
    viewport.addEventListener('scroll', update)
    return () => {
      viewport.removeEventListener('resize', update)
      viewport.removeEventListener('scroll', update)
    }
  }, [])
  return inset
}
