import { lazyComponent, type RendererDefinition } from '../../src/engine'
import type { PopupFrameNode } from './types'

// Its own chunk: antd-mobile's Popup (and react-spring) load the first time an action opens a popup.
const PopupFrame = lazyComponent(() => import('./PopupFrame').then((m) => m.PopupFrame))

export const definition: RendererDefinition<PopupFrameNode, 'body'> = {
  type: 'popup',
  component: PopupFrame,
  preload: PopupFrame.preload,
  raw: ['body'],
}
