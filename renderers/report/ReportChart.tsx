import { useEffect, useRef } from 'react'
import uPlot, { type Options } from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { ReportSeries } from './report-data'

// Drawn on a canvas by uPlot (about 20 kB gzip, in this lazy chunk only). The canvas is decoration for sighted
// users: it is one labelled image, and the numbers are in the table beside it (ReportTable).
const COLOURS = ['#1677ff', '#ff8f1f', '#00b578', '#eb2f96']
const HEIGHT = 200

export interface ReportChartProps {
  labels: string[]
  series: ReportSeries[]
  kind: 'bar' | 'line'
  label: string
}

function seriesOptions(kind: 'bar' | 'line', count: number): Options['series'] {
  // Two bar series sit side by side (left and right of their label); more overlap, so configs keep to two.
  const bars = (k: number) => uPlot.paths.bars?.({ size: [count > 1 ? 0.35 : 0.6, 40], align: count === 2 ? (k === 0 ? -1 : 1) : 0 })
  return Array.from({ length: count }, (_, k) => ({
    stroke: COLOURS[k % COLOURS.length],
    width: kind === 'line' ? 2 : 0,
    fill: kind === 'bar' ? COLOURS[k % COLOURS.length] : undefined,
    paths: kind === 'bar' ? bars(k) : undefined,
    points: { show: kind === 'line', size: 6 },
  }))
}

function options(props: ReportChartProps, width: number): Options {
  const { labels, series, kind } = props
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: { x: { time: false, range: [-0.5, labels.length - 0.5] }, y: { range: (_u, min, max) => [Math.min(0, min), max * 1.1 || 1] } },
    axes: [
      { splits: () => labels.map((_, i) => i), values: (_u, splits) => splits.map((i) => labels[i] ?? ''), grid: { show: false } },
      { size: 40, grid: { stroke: '#eeeeee' } },
    ],
    series: [{}, ...(seriesOptions(kind, series.length) ?? [])],
  }
}

export function ReportChart(props: ReportChartProps) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const data: uPlot.AlignedData = [props.labels.map((_, i) => i), ...props.series.map((s) => s.values)]
    const chart = new uPlot(options(props, element.clientWidth || 320), data, element)
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth || 320, height: HEIGHT }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [props])
  return (
    <figure className="edu-report__chart">
      <div ref={box} className="edu-report__canvas" role="img" aria-label={props.label} />
      {props.series.length > 1 && (
        <figcaption className="edu-report__legend">
          {props.series.map((s, k) => (
            <span key={s.name} className="edu-report__key">
              <span className="edu-report__swatch" style={{ background: COLOURS[k % COLOURS.length] }} aria-hidden="true" />
              {s.name}
            </span>
          ))}
        </figcaption>
      )}
    </figure>
  )
}
