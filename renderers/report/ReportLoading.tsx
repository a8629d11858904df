import type { ReactNode } from 'react'
import type { ReportNode } from '../../src/generated/screen'

/**
 * What a report shows while its answer is absent: the box of what it will draw (`expect`, or a chart when `chart`
 * is set), its figures' places blank and "加载中…" where a figure's label goes, so that the answer fills the box
 * instead of pushing what is below it down. Without either, one line.
 */
export function ReportLoading({ node, heading, text }: { node: ReportNode; heading: ReactNode; text: string }) {
  const expect = node.expect ?? (node.chart ? 'chart' : undefined)
  const blankFigure = (
    <>
      <dt className="edu-report__label">{text}</dt>
      <dd className="edu-report__value">{'\u00a0'}</dd>
    </>
  )
  return (
    <section className={`edu-report edu-report--loading${expect ? ` edu-report--${expect}` : ''}`} aria-busy="true">
      {heading}
      {expect === 'count' ? (
        <dl className="edu-report__figure">{blankFigure}</dl>
      ) : expect === 'counts' ? (
        <dl className="edu-report__figures">
          <div className="edu-report__cell">{blankFigure}</div>
        </dl>
      ) : expect === 'chart' ? (
        <div className="edu-report__canvas edu-report__canvas--loading">{text}</div>
      ) : (
        <p className="edu-report__empty">{text}</p>
      )}
    </section>
  )
}
