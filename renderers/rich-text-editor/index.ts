import { lazyRenderer } from '../../src/engine'
import type { RichTextEditorNode } from '../../src/generated/screen'

// Its own chunk (with DOMPurify): only the editing screens fetch it. No editor library: contenteditable and a
// toolbar do headings, lists and pictures in a few kB, and the shared sanitiser cleans what it writes. A kept draft
// is not in a page's frame (startsFromKept).
export const definition = lazyRenderer<RichTextEditorNode>(
  'rich-text-editor',
  () => import('./RichTextEditor').then((m) => m.RichTextEditor),
  { startsFromKept: true },
)
