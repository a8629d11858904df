import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete'
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands'
import { json } from '@codemirror/lang-json'
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language'
import { lintGutter, setDiagnostics } from '@codemirror/lint'
import { Compartment, EditorSelection } from '@codemirror/state'
import { EditorView, drawSelection, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view'
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react'
import type { PlacedProblem } from './check-text'
import { screenCompletion } from './completion'
import { problemMarks } from './problem-marks'
import type { Vocabulary } from './vocabulary'

export interface CodeEditorHandle {
  /** Put the caret at a problem, scroll its line into view and focus the editor. */
  moveCaretTo: (problem: Pick<PlacedProblem, 'offset'>) => void
}

interface Props {
  /** The id of the element that names the editor (its visible label). */
  labelledBy: string
  value: string
  onChange: (text: string) => void
  /** The problems of `value` as checked (none while a check of newer text is pending). */
  problems: readonly PlacedProblem[]
  /** Whether `problems` belong to the text now in the editor: marks are placed only then. */
  settled: boolean
  vocabulary: Vocabulary
  /** The id of what describes the field's problems. */
  describedBy: string
  handle: Ref<CodeEditorHandle>
}

/**
 * CodeMirror 6 with JSON: completion from the screen language and the registries (completion.ts), each problem
 * the checker finds underlined where it is with its message on hover and marked in the gutter. The text stays
 * the playground's (React state): typing reports it, a new value (an example, 恢复初始配置) replaces the document.
 */
export function CodeEditor({ labelledBy, value, onChange, problems, settled, vocabulary, describedBy, handle }: Props) {
  const host = useRef<HTMLDivElement>(null)
  const view = useRef<EditorView | null>(null)
  const invalid = useRef(new Compartment())
  const report = useRef(onChange)
  // What the editor reported that React may not have drawn yet: such a value is older than the document.
  const reported = useRef<string[]>([])
  useEffect(() => {
    report.current = onChange
  }, [onChange])

  useEffect(() => {
    if (!host.current) return
    const editor = new EditorView({
      parent: host.current,
      doc: value,
      extensions: [
        lineNumbers(),
        lintGutter(),
        history(),
        drawSelection(),
        highlightActiveLine(),
        indentOnInput(),
        bracketMatching(),
        closeBrackets(),
        json(),
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        autocompletion({ override: [screenCompletion(vocabulary)], icons: false }),
        keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap, indentWithTab]),
        EditorView.contentAttributes.of({
          'aria-labelledby': labelledBy,
          'aria-describedby': describedBy,
          // Reached by Tab like the text field it replaces (axe: the scrolling box must hold something focusable).
          tabindex: '0',
          autocapitalize: 'off',
          autocorrect: 'off',
          spellcheck: 'false',
        }),
        invalid.current.of(EditorView.contentAttributes.of({ 'aria-invalid': 'false' })),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged) return
          const text = update.state.doc.toString()
          reported.current = [...reported.current.slice(-20), text]
          report.current(text)
        }),
      ],
    })
    view.current = editor
    return () => {
      editor.destroy()
      view.current = null
    }
    // The editor is made once; value and problems reach it through the effects below.
  }, [labelledBy, describedBy, vocabulary]) // eslint-disable-line react-hooks/exhaustive-deps -- value: the first one only

  // A value from outside the editor (an example, the starter) replaces its document.
  useEffect(() => {
    const editor = view.current
    if (!editor) return
    const doc = editor.state.doc.toString()
    if (doc !== value && !reported.current.includes(value)) editor.dispatch({ changes: { from: 0, to: doc.length, insert: value } })
    if (doc === value) reported.current = []
  }, [value])

  useEffect(() => {
    const editor = view.current
    if (!editor || !settled) return
    editor.dispatch(setDiagnostics(editor.state, problemMarks(editor.state, problems)))
    const attributes = EditorView.contentAttributes.of({ 'aria-invalid': String(problems.length > 0) })
    editor.dispatch({ effects: invalid.current.reconfigure(attributes) })
  }, [problems, settled])

  useImperativeHandle(handle, () => ({
    moveCaretTo: ({ offset }) => {
      const editor = view.current
      if (!editor) return
      const at = Math.min(offset, editor.state.doc.length)
      editor.dispatch({ selection: EditorSelection.cursor(at), effects: EditorView.scrollIntoView(at, { y: 'start', yMargin: 40 }) })
      editor.focus()
    },
  }))

  return <div ref={host} className="edu-playground__code" />
}
