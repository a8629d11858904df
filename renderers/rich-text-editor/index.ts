import { lazyComponent, type RendererDefinition, type RendererProps } from '../../src/engine'
import type { RichTextEditorNode } from '../../src/generated/screen'

// Its own chunk (with DOMPurify): only the editing screens fetch it. No editor library: contenteditable and a
// toolbar do headings, lists and pictures in a few kB, and the shared sanitiser cleans what it writes.
const RichTextEditor = lazyComponent<RendererProps<RichTextEditorNode>>(() => import('./RichTextEditor').then((m) => m.RichTextEditor))

export const definition: RendererDefinition<RichTextEditorNode> = {
  type: 'rich-text-editor',
  component: RichTextEditor,
  preload: RichTextEditor.preload,
}
