import type { ReportSeries } from './report-data'

/** The chart's text alternative: the same numbers as a table, read by screen readers and hidden on screen. */
export function ReportTable({
  caption,
  labels,
  series,
  units,
}: {
  caption: string
  labels: string[]
  series: ReportSeries[]
  units: Record<string, string>
}) {
  return (
    <table className="edu-report__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <td />
          {series.map((s) => (
            <th scope="col" key={s.name}>
              {units[s.name] ? `${s.name}(${units[s.name]})` : s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {labels.map((label, i) => (
          <tr key={`${label}-${i}`}>
            <th scope="row">{label}</th>
            {series.map((s) => (
              <td key={s.name}>{s.values[i] ?? '-'}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
