// The JSON syntax tree of the whole text. CodeMirror parses in slices of time, and `syntaxTree(state)` is only what
// the last slice reached: on a busy phone (or a loaded test machine) a mark or a completion asked for right after a
// change would see half a tree. A screen config is small, so finish the parse here, and fall back to what there is
// if even that takes too long.
import { ensureSyntaxTree, syntaxTree } from '@codemirror/language'
import type { EditorState } from '@codemirror/state'
import type { Tree } from '@lezer/common'

/** How long to finish a parse before settling for the part already parsed. */
const PARSE_MS = 200

export function parsedTree(state: EditorState): Tree {
  return ensureSyntaxTree(state, state.doc.length, PARSE_MS) ?? syntaxTree(state)
}
