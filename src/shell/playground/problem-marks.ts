// The checker's problems as the editor's inline marks: each underlined from where the checker placed it (the
// JSON value its path names, or a syntax error's place) to the end of that value's first line, with its Chinese
// message on hover and in the gutter.
import { parsedTree } from './parsed-tree'
import type { Diagnostic } from '@codemirror/lint'
import type { EditorState } from '@codemirror/state'
import type { PlacedProblem } from './check-text'

/** Where a problem's mark ends: the end of the value that starts at its place, kept to one line, never empty. */
function markEnd(state: EditorState, from: number): number {
  const line = state.doc.lineAt(from)
  let node = parsedTree(state).resolveInner(from, 1)
  // The largest value that starts here: a property's whole `"name": value`, an object from its brace.
  while (node.parent && node.parent.from === from && node.parent.name !== 'JsonText') node = node.parent
  const end = Math.min(node.from === from ? node.to : from, line.to)
  return end > from ? end : Math.min(from + 1, state.doc.length)
}

export function problemMarks(state: EditorState, problems: readonly PlacedProblem[]): Diagnostic[] {
  return problems.map((p) => {
    const from = Math.min(p.offset, state.doc.length)
    return { from, to: markEnd(state, from), severity: 'error', message: p.message, source: p.path || undefined }
  })
}
