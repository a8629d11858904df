import { createContext, useContext } from 'react'
import type { RunContext } from '../actions/run'
import type { Scope } from '../types'

/** What every node of one screen shares: the scope as rendered, and how to run actions against the live one. */
export interface ScreenFrame {
  scope: Scope
  run: RunContext
}

export const FrameContext = createContext<ScreenFrame | null>(null)

export function useFrame(): ScreenFrame {
  const frame = useContext(FrameContext)
  if (!frame) throw new Error('nodes render inside a screen (ScreenView) or renderNodes()')
  return frame
}
