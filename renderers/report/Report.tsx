import { lazy, Suspense, useMemo } from 'react'
import type { RendererProps } from '../../src/engine'
import type { ReportNode } from '../../src/generated/screen'
import { reportView, type Figure } from './report-data'
import { ReportLoading } from './ReportLoading'
import { ReportTable } from './ReportTable'
import './report.css'

// uPlot and its stylesheet come with this chunk only when a chart is drawn; figures need none of it.
const ReportChart = lazy(async () => ({ default: (await import('./ReportChart')).ReportChart }))

function FigureText({ figure, unit }: { figure: Figure; unit: string | undefined }) {
  return (
    <>
      <dt className="edu-report__label">{figure.label}</dt>
      <dd className="edu-report__value">
        {figure.value || '-'}
        {unit && figure.value ? <span className="edu-report__unit">{unit}</span> : null}
      </dd>
    </>
  )
}

/** A report dataset: one figure (COUNT), a row of figures (COUNTS), or its column series as a chart. */
export function Report({ node, ctx }: RendererProps<ReportNode>) {
  const answer: unknown = node.report
  const view = useMemo(() => reportView(answer, node.dataSetId), [answer, node.dataSetId])
  const title = node.title ?? ''
  const units = node.units ?? {}
  const heading = title ? <h3 className="edu-report__title">{title}</h3> : null
  if (answer === undefined) return <ReportLoading node={node} heading={heading} text={ctx.t('loading')} />
  if (view.kind === 'none') {
    return (
      <section className="edu-report edu-report--empty">
        {heading}
        <p className="edu-report__empty">{ctx.t('empty')}</p>
      </section>
    )
  }
  if (view.kind === 'count') {
    return (
      <section className="edu-report edu-report--count">
        {heading}
        <dl className="edu-report__figure">
          <FigureText figure={view.figure} unit={units[view.figure.label]} />
        </dl>
      </section>
    )
  }
  if (view.kind === 'counts') {
    return (
      <section className="edu-report edu-report--counts">
        {heading}
        <dl className="edu-report__figures">
          {view.figures.map((f, i) => (
            <div className="edu-report__cell" key={`${f.label}-${i}`}>
              <FigureText figure={f} unit={units[f.label]} />
            </div>
          ))}
        </dl>
      </section>
    )
  }
  const name = title || view.series.map((s) => s.name).join('、')
  return (
    <section className="edu-report edu-report--chart">
      {heading}
      <Suspense fallback={<div className="edu-report__canvas" aria-busy="true" />}>
        <ReportChart labels={view.labels} series={view.series} kind={node.chart ?? 'bar'} label={ctx.t('reportChart', name)} />
      </Suspense>
      <ReportTable caption={ctx.t('reportTable', name)} labels={view.labels} series={view.series} units={units} />
    </section>
  )
}
