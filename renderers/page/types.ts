import type { NodeConfig } from '../../src/engine'
import type { Header } from '../../src/generated/screen'

/**
 * What the engine hands the `page` renderer for every screen (src/engine/view/ScreenView.tsx): the screen's
 * title and header resolved, its body and footer as written (raw) for ctx.render. Not a node configs write.
 */
export interface PageNode {
  type: 'page'
  title?: string
  header?: Header
  body?: NodeConfig[]
  footer?: NodeConfig[]
}

export type HeaderOptions = Header
