import { formatProblem, type Problem } from '../loaded-screen'
import { useEngine } from '../view/EngineProvider'
import './pages.css'

/** Development only: what is wrong with a screen config, as file:JSON-path: problem. */
export function ConfigProblems({ problems }: { problems: readonly Problem[] }) {
  const { text } = useEngine()
  return (
    <div className="edu-config-problems" role="alert" data-page="config-problems">
      <h1>{`${text('configProblems')} (${problems[0]?.file ?? ''})`}</h1>
      <ol>
        {problems.map((p) => (
          <li key={formatProblem(p)}>{formatProblem(p)}</li>
        ))}
      </ol>
    </div>
  )
}
