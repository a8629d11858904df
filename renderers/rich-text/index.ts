import { lazyComponent, type RendererDefinition } from '../../src/engine'
import type { RichTextNode } from '../../src/generated/screen'

// Its own chunk with DOMPurify: only screens that show server HTML fetch it.
const RichText = lazyComponent(() => import('./RichText').then((m) => m.RichText))

export const definition: RendererDefinition<RichTextNode> = { type: 'rich-text', component: RichText, preload: RichText.preload }
