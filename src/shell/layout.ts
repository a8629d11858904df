// The page's layout as a data attribute on <html>, kept through resizes and rotations, so the stylesheet can
// lay out a window wider than 750 as a centred phone-width column (shell.css).
import { currentLayout, watchLayout } from '../platform'

export function followLayout(root: HTMLElement): () => void {
  root.dataset.layout = currentLayout()
  return watchLayout((layout) => (root.dataset.layout = layout))
}
