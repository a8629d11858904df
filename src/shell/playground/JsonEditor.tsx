import { useMemo, useRef, type RefObject } from 'react'
import type { PlacedProblem } from './check-text'

interface Props {
  id: string
  label: string
  value: string
  onChange: (text: string) => void
  problems: readonly PlacedProblem[]
  /** The text field, for moving the caret to a problem. */
  textareaRef: RefObject<HTMLTextAreaElement | null>
  /** The id of what describes the field's problems. */
  describedBy: string
}

/**
 * A plain text field with a gutter of line numbers, each line with a problem marked there (its messages in the
 * mark's tooltip). Enough for JSON of a few hundred lines, and no editor library in any chunk.
 */
export function JsonEditor({ id, label, value, onChange, problems, textareaRef, describedBy }: Props) {
  const gutter = useRef<HTMLDivElement>(null)
  const lineCount = value.split('\n').length
  const marks = useMemo(() => {
    const byLine = new Map<number, string[]>()
    for (const p of problems) byLine.set(p.line, [...(byLine.get(p.line) ?? []), p.message])
    return byLine
  }, [problems])
  return (
    <div className="edu-playground__field">
      <label htmlFor={id} className="edu-playground__label">
        {label}
      </label>
      <div className="edu-playground__code">
        {/* The numbers repeat what the field's own line positions say: hidden from screen readers, which read the problem list. */}
        <div ref={gutter} className="edu-playground__gutter" aria-hidden="true">
          {Array.from({ length: lineCount }, (_, i) => {
            const messages = marks.get(i + 1)
            return (
              <div
                key={i}
                data-line={i + 1}
                className={messages ? 'edu-playground__line edu-playground__line--problem' : 'edu-playground__line'}
                title={messages?.join('\n')}
              >
                {i + 1}
              </div>
            )
          })}
        </div>
        <textarea
          id={id}
          ref={textareaRef}
          className="edu-playground__text"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onScroll={(e) => {
            if (gutter.current) gutter.current.scrollTop = e.currentTarget.scrollTop
          }}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          wrap="off"
          aria-invalid={problems.length > 0}
          aria-describedby={describedBy}
        />
      </div>
    </div>
  )
}

/** Put the caret at a problem and scroll its line into view, a few lines from the top. */
export function moveCaretTo(field: HTMLTextAreaElement, problem: Pick<PlacedProblem, 'offset' | 'line'>): void {
  field.focus()
  field.setSelectionRange(problem.offset, problem.offset)
  const lineHeight = Number.parseFloat(getComputedStyle(field).lineHeight) || 20
  field.scrollTop = Math.max(0, (problem.line - 3) * lineHeight)
}
