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
  /** With `missing`: the record's call failed, so the page offers 点击重试 (fetch its sources again) beside 返回. */
  retry?: boolean
  /**
   * Sources that failed and that no node of the body reads (src/engine/screen/source-failures.ts): the page says
   * so above its body, with 点击重试 fetching them again. (A failed source a node reads is shown by that node.)
   */
  failed?: { sources: string[]; message: string }
}

export type HeaderOptions = Header
