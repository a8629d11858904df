import { useEffect, useRef, useState } from 'react'

/**
 * Milliseconds left until `end`, redrawn on each whole second. Each tick reads the clock rather than
 * subtracting a second, so a slow tick, a redraw or a tab in the background never makes it drift; `onZero`
 * runs once per end when the time runs out while shown.
 */
export function useTimeLeft(end: number | undefined, onZero: () => void): number {
  const [now, setNow] = useState(() => Date.now())
  const zero = useRef(onZero)
  useEffect(() => {
    zero.current = onZero
  })

  useEffect(() => {
    if (end === undefined) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const runningAtStart = end > Date.now()
    const tick = () => {
      const current = Date.now()
      setNow(current)
      const left = end - current
      if (left <= 0) {
        if (runningAtStart) zero.current()
        return
      }
      // Wake when the shown second changes: at the next whole second of the time left.
      timer = setTimeout(tick, left % 1000 || 1000)
    }
    tick()
    return () => clearTimeout(timer)
  }, [end])

  return end === undefined ? 0 : Math.max(0, end - now)
}
