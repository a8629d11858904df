import { lazyRenderer } from '../../src/engine'
import type { RichTextNode } from '../../src/generated/screen'

// Its own chunk with DOMPurify: only screens that show server HTML fetch it.
export const definition = lazyRenderer<RichTextNode>('rich-text', () => import('./RichText').then((m) => m.RichText))
