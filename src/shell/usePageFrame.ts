import { useEffect, useState } from 'react'
import type { ScreenEntry } from '../engine'
import { releaseFrameTaps } from './frame-taps'
import { drawsPageFrame, pageFrameDone } from './ScreenFrame'

/**
 * Whether this route draws the page's own frame (written at build time and hydrated: docs/frames.md): its screen
 * drawn still, in full, from the first render, coming to life in place (the same elements) once `live`, instead of
 * being replaced by the screen. The taps kept meanwhile then reach the live screen; left before that, they are
 * dropped.
 */
export function usePageFrame(entry: ScreenEntry, live: boolean): boolean {
  const [framed] = useState(() => (drawsPageFrame(entry) ? entry : null))
  const fromPageFrame = framed === entry
  useEffect(() => {
    if (!fromPageFrame || !live) return
    pageFrameDone(entry)
    // After the commit: the kept taps reach the live screen's handlers.
    releaseFrameTaps(true)
  }, [fromPageFrame, live, entry])
  useEffect(() => {
    if (!fromPageFrame) return undefined
    return () => {
      if (!drawsPageFrame(entry)) return
      pageFrameDone(entry)
      releaseFrameTaps(false)
    }
  }, [fromPageFrame, entry])
  return fromPageFrame
}
