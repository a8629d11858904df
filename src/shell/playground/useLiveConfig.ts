import { useEffect, useState } from 'react'
import type { LoadedScreen } from '../../engine'
import type { CheckedText, PlacedProblem } from './check-text'

/** How long typing must pause before the text is checked and drawn again. */
export const DEBOUNCE_MS = 300

export interface LiveConfig {
  /** The problems of the text as last checked. */
  problems: PlacedProblem[]
  /** The last config that had none, with a version that grows each time a new one is drawn. */
  shown: { screen: LoadedScreen; version: number } | undefined
  /** Whether the text in the editor is the one last checked (false while typing or checking). */
  settled: boolean
}

/**
 * Checks `text` once typing pauses for `delay` ms and keeps the last config that passed: while the text has
 * problems, the preview keeps showing the last good one. A check overtaken by newer text is dropped.
 */
export function useLiveConfig(text: string, check: (text: string) => Promise<CheckedText>, delay = DEBOUNCE_MS): LiveConfig {
  const [live, setLive] = useState<Omit<LiveConfig, 'settled'> & { checked: string | undefined }>({
    problems: [],
    shown: undefined,
    checked: undefined,
  })
  useEffect(() => {
    let current = true
    const timer = setTimeout(() => {
      void check(text).then((checked) => {
        if (!current) return
        setLive((before) => ({
          problems: checked.problems,
          shown: checked.screen ? { screen: checked.screen, version: (before.shown?.version ?? 0) + 1 } : before.shown,
          checked: text,
        }))
      })
    }, delay)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [text, check, delay])
  return { problems: live.problems, shown: live.shown, settled: live.checked === text }
}
