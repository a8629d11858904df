import type { PlacedProblem } from './check-text'
import { fill, playgroundWording as w } from './wording'

interface Props {
  id: string
  problems: readonly PlacedProblem[]
  /** Whether the problems are those of the text now in the editor (not while typing). */
  settled: boolean
  onPick: (problem: PlacedProblem) => void
}

/**
 * The problems of the text, top to bottom, each a button that puts the caret at its line. A short summary is
 * announced when they change (role alert), so a screen-reader user hears a new mistake without leaving the field.
 */
export function ProblemList({ id, problems, settled, onPick }: Props) {
  const first = problems.at(0)
  return (
    <section id={id} className="edu-playground__problems" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="edu-playground__subtitle">
        {w.problems}
        {problems.length > 0 && `（${problems.length}）`}
      </h2>
      {first ? (
        <p role="alert" className="edu-playground__summary">
          {fill(w.problemCount, { n: problems.length, line: first.line, message: first.message })}
        </p>
      ) : (
        <p role="status" className="edu-playground__summary edu-playground__summary--ok">
          {settled ? w.noProblems : ''}
        </p>
      )}
      {problems.length > 0 && (
        <ul className="edu-playground__list" aria-label={w.problems}>
          {problems.map((p, i) => (
            <li key={`${String(p.offset)}-${String(i)}`}>
              <button type="button" className="edu-playground__problem" onClick={() => onPick(p)}>
                <span className="edu-playground__where">{fill(w.at, { line: p.line, column: p.column })}</span>
                {p.path && <code className="edu-playground__path">{p.path}</code>}
                <span>{p.message}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
