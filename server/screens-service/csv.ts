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

/** One row per entry: 编号, 提交时间, 版本, then every field any entry has, in the order first seen. */
export function entriesCsv(entries: readonly Entry[]): string {
  const fields = [...new Set(entries.flatMap((e) => Object.keys(e.values)))]
  const header = ['编号', '提交时间', '版本', ...fields].map((f) => cell(f))
  const rows = entries.map((e) => [String(e.entryId), e.submitTime, String(e.version), ...fields.map((f) => cell(e.values[f]))])
  return '\uFEFF' + [header, ...rows].map((r) => r.join(',')).join('\r\n') + '\r\n'
}
