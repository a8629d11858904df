import type { PlacedProblem } from '../playground/check-text'
import { fill, builderWording as w } from './wording'

/** The one checker's problems with the JSON the builder writes: the same Chinese words as `screens check`. */
export function ProblemsList({ problems, settled }: { problems: PlacedProblem[]; settled: boolean }) {
  return (
    <section className="edu-builder__problems" aria-label={w.problems} aria-busy={!settled}>
      <h2>{w.problems}</h2>
      {problems.length === 0 ? (
        <p role="status">{settled ? w.noProblems : ''}</p>
      ) : (
        <ul>
          {problems.map((p) => (
            <li key={`${String(p.offset)}-${p.path}-${p.message}`}>
              {fill(w.problemAt, { line: p.line, path: p.path || '/', message: p.message })}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
