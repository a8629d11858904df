import dayjs from 'dayjs'

/** A gap this long between two messages puts a time separator between them. */
export const SEPARATOR_GAP_MS = 5 * 60_000

/** The separator's text: 14:05 today, 昨天 14:05, 5月3日 14:05 this year, else 2024年5月3日 14:05. */
export function timeLabel(time: number, now: number, yesterday: (clock: string) => string): string {
  const at = dayjs(time)
  const today = dayjs(now)
  const clock = at.format('HH:mm')
  if (at.isSame(today, 'day')) return clock
  if (at.isSame(today.subtract(1, 'day'), 'day')) return yesterday(clock)
  if (at.isSame(today, 'year')) return at.format('M月D日 HH:mm')
  return at.format('YYYY年M月D日 HH:mm')
}

/** Whether a separator goes before the line at `index`. */
export function separatorBefore(times: readonly number[], index: number): boolean {
  return index === 0 || times[index] - times[index - 1] >= SEPARATOR_GAP_MS
}
