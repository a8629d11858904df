import { createContext, useContext } from 'react'
import type { ScreenModel } from '../screen/screen-model'

/** What every node of one screen shares: its scope store, its sources, and how to run actions. */
export type ScreenFrame = ScreenModel

export const FrameContext = createContext<ScreenFrame | null>(null)

export function useFrame(): ScreenFrame {
  const frame = useContext(FrameContext)
  if (!frame) throw new Error('nodes render inside a screen (ScreenView) or renderNodes()')
  return frame
}
