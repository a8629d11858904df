import { useCallback, useEffect, useRef, useState } from 'react'
import { whenIdle } from '../../src/engine'

/** The events that end a press, on whichever kind of pointer made it. */
const RELEASES = ['pointerup', 'pointercancel', 'touchend', 'touchcancel'] as const
/** A tap's click follows its release (on touch, as an event of its own): the rows stay put until it is through. */
const CLICK_AFTER_RELEASE_MS = 300

/**
 * Whether a list that allows pulling wraps its rows in pull-to-refresh yet (react-spring and @use-gesture, 25 kB
 * gzip). Its code is fetched once the first page is drawn and the page is quiet (at most 500 ms later), or at once
 * when a finger comes down on the list: fetched while the screen still loads, it competed with the screen's own
 * code and data on a slow network. The rows move into it only when its code is there and no press is under way:
 * a row moved between a finger's down and up loses the tap (the browser sends the click to the row's old parent),
 * so a quick tap on a news item right after the home drew used to open nothing.
 */
export function usePullWanted(allowed: boolean, drawn: boolean, load: () => Promise<unknown>): { wanted: boolean; press: () => void } {
  const [wrapped, setWrapped] = useState(false)
  // Presses not yet through, and whether the code is there: read by callbacks, never drawn.
  const progress = useRef({ presses: 0, loaded: false })
  const wrapWhenQuiet = useCallback(() => {
    if (progress.current.loaded && progress.current.presses === 0) setWrapped(true)
  }, [])
  const fetchCode = useCallback(() => {
    // A failed fetch leaves the list as it is; the next press asks again.
    load().then(
      () => {
        progress.current.loaded = true
        wrapWhenQuiet()
      },
      () => undefined,
    )
  }, [load, wrapWhenQuiet])

  useEffect(() => {
    if (!allowed || !drawn || wrapped) return
    return whenIdle(fetchCode, 500)
  }, [allowed, drawn, wrapped, fetchCode])

  const press = useCallback(() => {
    if (!allowed || wrapped) return
    progress.current.presses++
    const release = () => {
      for (const type of RELEASES) window.removeEventListener(type, release, true)
      setTimeout(() => {
        progress.current.presses--
        wrapWhenQuiet()
      }, CLICK_AFTER_RELEASE_MS)
    }
    for (const type of RELEASES) window.addEventListener(type, release, true)
    fetchCode()
  }, [allowed, wrapped, fetchCode, wrapWhenQuiet])

  return { wanted: allowed && wrapped, press }
}
