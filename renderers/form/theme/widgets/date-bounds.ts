// Date fields: bounds from ui:options (min, max: 'YYYY-MM-DD' or 'today'), values as text in `format`.
import dayjs from 'dayjs'

/** §5: the default date format. */
export const DATE_FORMAT = 'YYYY-MM-DD'

export interface DateOptions {
  min?: unknown
  max?: unknown
  format?: unknown
}

/** §5: a birthday with no bounds of its own still lies between 1900-01-01 and today. */
const DEFAULT_MIN = '1900-01-01'

function toDate(bound: unknown, fallback: Date): Date {
  if (bound === 'today') return dayjs().endOf('day').toDate()
  const d = typeof bound === 'string' ? dayjs(bound) : undefined
  return d?.isValid() ? d.toDate() : fallback
}

export function dateBounds(options: DateOptions): { min: Date; max: Date; format: string } {
  return {
    min: dayjs(toDate(options.min, dayjs(DEFAULT_MIN).toDate()))
      .startOf('day')
      .toDate(),
    max: toDate(options.max, dayjs().endOf('day').toDate()),
    format: typeof options.format === 'string' ? options.format : DATE_FORMAT,
  }
}

/** The value as a date, or undefined when empty or unreadable. */
export function parseDate(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !value) return undefined
  const d = dayjs(value)
  return d.isValid() ? d.toDate() : undefined
}

export function isWithin(date: Date, min: Date, max: Date): boolean {
  return date.getTime() >= min.getTime() && date.getTime() <= max.getTime()
}
