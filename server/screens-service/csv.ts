// Entries as CSV for a spreadsheet (RFC 4180): a byte-order mark so Excel reads the Chinese as UTF-8, CRLF rows,
// a field quoted when it holds a comma, quote or line break, its quotes doubled. Residents typed these values, so
// one that starts like a formula (= + - @) is led by an apostrophe and stays text when the file is opened.
import type { Entry, EntryValue } from './store.ts'

function cell(value: EntryValue | undefined): string {
  if (value === undefined) return ''
  const text = Array.isArray(value) ? value.join('、') : typeof value === 'boolean' ? (value ? '是' : '否') : String(value)
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value !== 'number' ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/**
 * A page's fields by name, titled as the resident saw them: a questionnaire's questions (id → title) and a form's
 * schema properties (name → title), anywhere in the config.
 */
export function fieldTitles(config: unknown): Record<string, string> {
  const titles: Record<string, string> = {}
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(walk)
      return
    }
    if (!value || typeof value !== 'object') return
    const record = value as Record<string, unknown>
    if (typeof record.kind === 'string' && typeof record.id === 'string' && typeof record.title === 'string')
      titles[record.id] = record.title
    const properties = record.type === 'object' ? record.properties : undefined
    if (properties && typeof properties === 'object') {
      for (const [name, field] of Object.entries(properties)) {
        const title = (field as { title?: unknown } | null)?.title
        if (typeof title === 'string') titles[name] = title
      }
    }
    Object.values(record).forEach(walk)
  }
  walk(config)
  return titles
}

/** One row per entry: 编号, 提交时间, 版本, then every field any entry has, in the order first seen, by its title. */
export function entriesCsv(entries: readonly Entry[], titles: Record<string, string> = {}): string {
  const fields = [...new Set(entries.flatMap((e) => Object.keys(e.values)))]
  const header = ['编号', '提交时间', '版本', ...fields.map((f) => titles[f] ?? f)].map((f) => cell(f))
  const rows = entries.map((e) => [String(e.entryId), e.submitTime, String(e.version), ...fields.map((f) => cell(e.values[f]))])
  return '\uFEFF' + [header, ...rows].map((r) => r.join(',')).join('\r\n') + '\r\n'
}
