import { useState } from 'react'
import type { RendererProps } from '../../src/engine'
import type { CountdownNode } from '../../src/generated/screen'
import { formatDuration, targetTime } from './duration'
import { useTimeLeft } from './useTimeLeft'
import './countdown.css'

const DEFAULT_FORMAT = 'HH:mm:ss'

/** The end as epoch milliseconds: kept while target and seconds stay the same, so a redraw never restarts it. */
function useEnd(target: number | string | undefined, seconds: number | undefined): number | undefined {
  const key = `${String(target)}|${String(seconds)}`
  const compute = () => targetTime(target) ?? (seconds === undefined ? undefined : Date.now() + seconds * 1000)
  const [kept, setKept] = useState(() => ({ key, end: compute() }))
  if (kept.key === key) return kept.end
  // Another target or number of seconds: start again from now (React's "adjust state while rendering").
  const next = { key, end: compute() }
  setKept(next)
  return next.end
}

/** Time left until a moment, ticking each second; `finish` runs once when it reaches zero. */
export function Countdown({ node, ctx }: RendererProps<CountdownNode>) {
  const end = useEnd(node.target, node.seconds)
  const finish = node.finish
  const left = useTimeLeft(end, () => {
    if (finish) void ctx.run(finish)
  })
  return (
    <span className="edu-countdown" role="timer">
      {formatDuration(left, node.format || DEFAULT_FORMAT)}
    </span>
  )
}
