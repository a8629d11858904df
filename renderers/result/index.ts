import { lazyRenderer } from '../../src/engine'
import type { ResultNode } from '../../src/generated/screen'

// Its own chunk (antd-mobile's result brings its status icons), fetched with the screen that shows one.
// The buttons are raw: each is drawn as a button node, which resolves its own text.
export const definition = lazyRenderer<ResultNode, 'buttons'>('result', () => import('./Result').then((m) => m.Result), {
  raw: ['buttons'],
})
