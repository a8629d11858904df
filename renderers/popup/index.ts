import { lazyRenderer } from '../../src/engine'
import type { PopupFrameNode } from './types'

// Its own chunk: antd-mobile's Popup (and react-spring) load the first time an action opens a popup.
export const definition = lazyRenderer<PopupFrameNode, 'body'>('popup', () => import('./PopupFrame').then((m) => m.PopupFrame), {
  raw: ['body'],
})
