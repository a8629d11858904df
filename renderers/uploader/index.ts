import { lazyComponent, type RendererDefinition, type RendererProps } from '../../src/engine'
import type { UploaderNode } from '../../src/generated/screen'

// Its own chunk, fetched with the screen (preload): only the screens that send files draw it.
const Uploader = lazyComponent<RendererProps<UploaderNode>>(() => import('./Uploader').then((m) => m.Uploader))

export const definition: RendererDefinition<UploaderNode> = { type: 'uploader', component: Uploader, preload: Uploader.preload }
