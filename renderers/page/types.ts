import type { Node, NodeConfig } from '../../src/engine'
import type { Header, Template } from '../../src/generated/screen'

/**
 * What the engine hands the `page` renderer for every screen (src/engine/view/ScreenView.tsx): the screen's
 * title and header resolved, its body and footer as written (raw) for ctx.render. Not a node configs write.
 */
export type PageNode = {
  type: 'page'
  title?: Template
  header?: Header
  body?: readonly (Node | NodeConfig)[]
  footer?: readonly (Node | NodeConfig)[]
  /** The screen's record cannot be shown (src/engine/data/record.ts): this says why, in place of body and footer. */
  missing?: string
}

export type HeaderOptions = Header
