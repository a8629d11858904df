import type { Node } from '../../src/generated/screen'

/**
 * The frame the engine draws a popup action in (src/engine/screen/overlays.ts): not a node a config writes, so it
 * has no schema, like `page`. The action hands over its title and nodes as written; they resolve here.
 */
export interface PopupFrameNode {
  type: 'popup'
  /** The overlay's id on its screen: closing the frame closes it. */
  id: string
  title?: string
  position: 'bottom' | 'center'
  closeOnMaskClick: boolean
  body: Node[]
}
