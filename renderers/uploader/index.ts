import { lazyRenderer } from '../../src/engine'
import type { UploaderNode } from '../../src/generated/screen'

// Its own chunk, fetched with the screen (preload): only the screens that send files draw it.
export const definition = lazyRenderer<UploaderNode>('uploader', () => import('./Uploader').then((m) => m.Uploader))
