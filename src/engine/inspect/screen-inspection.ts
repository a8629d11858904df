// What the screen inspector (/debug/inspect) shows: the screens drawn lately, each as it stands now or as it
// stood when it went away: its config, its scope and where each data source is. Screens tell the engine when
// they show; nothing here knows a particular screen.
import type { SourceState } from '../data/source-store'
import type { Scope, ScreenConfig } from '../types'

export interface ScreenSnapshot {
  id: string
  config: ScreenConfig
  scope: Scope
  sources: SourceState[]
  /** When the screen showed (ms since the epoch). */
  shownAt: number
}

export interface ScreenInspection {
  /** A screen shows; `look` answers its snapshot. Answers the call to make when it goes. */
  shown(look: () => ScreenSnapshot): () => void
  /** The latest screen drawn, other than those with the ids given (the inspector's own). */
  latest: (except?: readonly string[]) => ScreenSnapshot | undefined
}

/** How many screens are remembered. */
const KEPT = 10

export function createScreenInspection(): ScreenInspection {
  // Newest last: a live screen is looked at when asked, a gone one as it stood when it went.
  const screens: Array<{ look: () => ScreenSnapshot }> = []
  return {
    shown(look) {
      const entry = { look }
      screens.push(entry)
      if (screens.length > KEPT) screens.shift()
      return () => {
        const last = look()
        entry.look = () => last
      }
    },
    latest(except = []) {
      for (let i = screens.length - 1; i >= 0; i--) {
        const snapshot = screens[i].look()
        if (!except.includes(snapshot.id)) return snapshot
      }
      return undefined
    },
  }
}
