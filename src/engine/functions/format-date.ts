// date() in expressions: the tokens configs use, parsed and formatted as dayjs does, without dayjs in the entry
// chunk (about 3 kB gzip on every first visit; the forms and chat, which need more of it, still load dayjs).
// format-date.test.ts checks it against dayjs itself.

// dayjs's own pattern: a date string without a zone is local time, month and day may be absent.
const LOCAL_DATE = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/
const TOKENS = /\[([^\]]+)]|YYYY|YY|SSS|MM|M|DD|D|HH|H|hh|h|mm|m|ss|s|A|a/g

/** A Date from a timestamp, a Date or a date string as dayjs reads it; undefined when it is no date. */
export function toDate(value: unknown): Date | undefined {
  let date: Date | undefined
  if (value instanceof Date) date = new Date(value.getTime())
  else if (typeof value === 'number') date = new Date(value)
  else if (typeof value === 'string') {
    const parts = /z$/i.test(value) ? null : LOCAL_DATE.exec(value)
    if (parts) {
      const [year, month, day, hour, minute, second, ms] = parts.slice(1).map((p) => Number(p || 0))
      date = new Date(year, (month || 1) - 1, day || 1, hour, minute, second, Number(String(ms).slice(0, 3)))
    } else date = new Date(value)
  }
  return date && !Number.isNaN(date.getTime()) ? date : undefined
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** The date in `format` (dayjs's tokens YYYY YY MM M DD D HH H hh h mm m ss s SSS A a, [text] kept as is). */
export function formatDate(date: Date, format: string): string {
  const hour = date.getHours()
  const twelve = hour % 12 || 12
  const values: Record<string, string> = {
    YYYY: pad(date.getFullYear(), 4),
    YY: pad(date.getFullYear() % 100),
    M: String(date.getMonth() + 1),
    MM: pad(date.getMonth() + 1),
    D: String(date.getDate()),
    DD: pad(date.getDate()),
    H: String(hour),
    HH: pad(hour),
    h: String(twelve),
    hh: pad(twelve),
    m: String(date.getMinutes()),
    mm: pad(date.getMinutes()),
    s: String(date.getSeconds()),
    ss: pad(date.getSeconds()),
    SSS: pad(date.getMilliseconds(), 3),
    A: hour < 12 ? 'AM' : 'PM',
    a: hour < 12 ? 'am' : 'pm',
  }
  return format.replace(TOKENS, (token: string, text: string | undefined) => text ?? values[token] ?? token)
}
