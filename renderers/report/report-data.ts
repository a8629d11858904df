// The report dataset of SPEC §3 read defensively: it arrives from the backend, so every field is checked here
// rather than trusted, and anything missing becomes "nothing to draw" instead of a crash.
export type Figure = { label: string; value: string }

export interface ReportSeries {
  name: string
  values: Array<number | null>
}

export type ReportView =
  | { kind: 'none' }
  | { kind: 'count'; figure: Figure }
  | { kind: 'counts'; figures: Figure[] }
  | { kind: 'chart'; labels: string[]; series: ReportSeries[] }

interface DataSet {
  dataSetId?: unknown
  columns: string[]
  rows: unknown[][]
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function dataSetsOf(report: Record<string, unknown>): DataSet[] {
  const sets = Array.isArray(report.dataSets) ? report.dataSets : []
  return sets.filter(isRecord).map((set) => ({
    dataSetId: set.dataSetId,
    columns: (Array.isArray(set.columns) ? set.columns : []).map((c) => (isRecord(c) && typeof c.name === 'string' ? c.name : '')),
    rows: (Array.isArray(set.rows) ? (set.rows as unknown[]) : []).map((r) =>
      isRecord(r) && Array.isArray(r.data) ? (r.data as unknown[]) : [],
    ),
  }))
}

/** declareBinding.dataSetId picks the dataset; then the node's own dataSetId; then the first. */
function boundSet(report: Record<string, unknown>, fallbackId: string | undefined): DataSet | undefined {
  const sets = dataSetsOf(report)
  const binding = isRecord(report.declareBinding) ? report.declareBinding.dataSetId : undefined
  const wanted = binding ?? fallbackId
  if (wanted === undefined || wanted === null) return sets[0]
  return sets.find((s) => String(s.dataSetId) === String(wanted))
}

function cellText(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  return typeof value === 'string' ? value : ''
}

function cellNumber(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  return Number.isFinite(n) ? n : null
}

export function reportView(report: unknown, fallbackId?: string): ReportView {
  if (!isRecord(report)) return { kind: 'none' }
  const set = boundSet(report, fallbackId)
  if (!set || !set.columns.length || !set.rows.length) return { kind: 'none' }
  const widgetType = isRecord(report.widget) ? report.widget.widgetType : undefined
  const first = set.rows[0]
  if (widgetType === 'COUNT') return { kind: 'count', figure: { label: set.columns[0], value: cellText(first[0]) } }
  if (widgetType === 'COUNTS') return { kind: 'counts', figures: set.columns.map((label, i) => ({ label, value: cellText(first[i]) })) }
  if (set.columns.length < 2) return { kind: 'none' }
  return {
    kind: 'chart',
    labels: set.rows.map((r) => cellText(r[0])),
    series: set.columns.slice(1).map((name, k) => ({ name, values: set.rows.map((r) => cellNumber(r[k + 1])) })),
  }
}
