// The functions every engine has in expressions. Pure, no React: `screens check` imports this list too.
import { formatDate, toDate } from './format-date.ts'
import type { ExpressionFunction } from '../expression/evaluate.ts'

const toNumber = (v: unknown): number => (typeof v === 'number' ? v : Number(v))

export const builtinFunctions: Record<string, ExpressionFunction> = {
  /** date(value, 'YYYY年M月D日 HH:mm'): format a date, a timestamp or a date string; '' when empty or invalid. */
  date(value, format = 'YYYY-MM-DD') {
    if (value === null || value === undefined || value === '') return ''
    const d = toDate(value)
    return d ? formatDate(d, String(format)) : ''
  },
  /** now(): the current time in ms. */
  now: () => Date.now(),
  /** default(value, fallback): fallback when value is null, undefined or ''. */
  default: (value, fallback) => (value === null || value === undefined || value === '' ? fallback : value),
  /** len(value): length of a string or list, else 0. */
  len: (value) => (typeof value === 'string' || Array.isArray(value) ? value.length : 0),
  /** join(list, separator). */
  join: (list, sep = ',') => (Array.isArray(list) ? list.join(String(sep)) : ''),
  /** includes(list or text, value). */
  includes: (list, value) => (Array.isArray(list) ? list.includes(value) : typeof list === 'string' ? list.includes(String(value)) : false),
  number: (value) => toNumber(value),
  string: (value) => (value === null || value === undefined ? '' : String(value)),
  round: (value, digits = 0) => {
    const f = 10 ** toNumber(digits)
    return Math.round(toNumber(value) * f) / f
  },
  min: (...values) => Math.min(...values.map(toNumber)),
  max: (...values) => Math.max(...values.map(toNumber)),
  /** cap(count, limit): the count as text, or 'limit+' above the limit (the bell shows 99+). */
  cap: (count, limit = 99) => (toNumber(count) > toNumber(limit) ? `${String(limit)}+` : String(toNumber(count) || 0)),
  /** json(value): the value as JSON text. */
  json: (value) => JSON.stringify(value ?? null),
}

/** Every function a config may call: these, and t('key', ...values), which reads each engine's wording table. */
export const builtinFunctionNames = [...Object.keys(builtinFunctions), 't'].sort()
