// A screen config pasted into the 调试 panel: kept for the tab in sessionStorage and drawn at /debug/pasted by the
// remote-screen route, after the same check a published config gets (no build, no eval).
export const PASTED_SCREEN_PATH = '/debug/pasted'
export const PASTED_FILE = '调试:pasted'
const KEY = 'edu.debug.pasted-screen'

export function keepPastedScreen(config: unknown): void {
  sessionStorage.setItem(KEY, JSON.stringify(config))
}

/** The pasted config, or a thrown error when there is none (the route then shows the failure page). */
export function readPastedScreen(): unknown {
  const text = sessionStorage.getItem(KEY)
  if (text === null) throw new Error('no pasted screen config')
  return JSON.parse(text) as unknown
}
