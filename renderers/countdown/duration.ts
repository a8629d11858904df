// Time left, as the countdown shows it. Pure, so the format and the arithmetic are tested without timers.

/** Epoch milliseconds of a target written as a number or a date text; undefined when it cannot be read. */
export function targetTime(target: number | string | undefined): number | undefined {
  if (target === undefined || target === '') return undefined
  if (typeof target === 'number') return target
  if (/^\s*\d+\s*$/.test(target)) return Number(target)
  // "2024-05-01 12:00:00" is not a date every browser reads (Safari); with a T it is, in local time.
  const time = Date.parse(target.trim().replace(/^(\d{4}-\d{1,2}-\d{1,2}) /, '$1T'))
  return Number.isNaN(time) ? undefined : time
}

const TOKENS = /D+|HH|H|mm|m|ss|s/g
const pad = (n: number) => String(n).padStart(2, '0')

/**
 * `format` with D (days), HH/H (hours), mm/m (minutes), ss/s (seconds) replaced. The largest unit the format
 * names holds what the others do not: 'mm:ss' of 1 h 2 min 3 s is 62:03, and 'HH:mm:ss' of 2 days 49:00:00.
 */
export function formatDuration(milliseconds: number, format: string): string {
  let rest = Math.max(0, Math.ceil(milliseconds / 1000))
  const tokens = format.match(TOKENS) ?? []
  const has = (unit: string) => tokens.some((t) => t[0] === unit)
  const take = (unit: string, seconds: number) => {
    if (!has(unit)) return 0
    const amount = Math.floor(rest / seconds)
    rest -= amount * seconds
    return amount
  }
  const values: Record<string, number> = { D: take('D', 86_400), H: take('H', 3600), m: take('m', 60), s: rest }
  if (!has('s')) values.s = 0
  return format.replace(TOKENS, (token) => (token.length === 2 && token[0] !== 'D' ? pad(values[token[0]]) : String(values[token[0]])))
}
