import { lazyComponent, type RendererDefinition } from '../../src/engine'
import type { ResultNode } from '../../src/generated/screen'

// Its own chunk (antd-mobile's result brings its status icons), fetched with the screen that shows one.
const Result = lazyComponent(() => import('./Result').then((m) => m.Result))

// The buttons are raw: each is drawn as a button node, which resolves its own text.
export const definition: RendererDefinition<ResultNode, 'buttons'> = {
  type: 'result',
  component: Result,
  preload: Result.preload,
  raw: ['buttons'],
}
