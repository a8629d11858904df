import { describe, expect, it } from 'vitest'
import { formatDuration, targetTime } from './duration'

const s = 1000

describe('formatDuration', () => {
  it('pads hours, minutes and seconds', () => {
    expect(formatDuration(3723 * s, 'HH:mm:ss')).toBe('01:02:03')
    expect(formatDuration(0, 'HH:mm:ss')).toBe('00:00:00')
  })

  it('puts what smaller units leave into the largest one the format names', () => {
    expect(formatDuration(3723 * s, 'mm:ss')).toBe('62:03')
    expect(formatDuration((2 * 86_400 + 3600) * s, 'HH:mm:ss')).toBe('49:00:00')
    expect(formatDuration((86_400 + 3723) * s, 'D天HH时mm分ss秒')).toBe('1天01时02分03秒')
  })

  it('counts a part of a second as a whole one, and nothing below zero', () => {
    expect(formatDuration(59_001, 'mm:ss')).toBe('01:00')
    expect(formatDuration(-5 * s, 'ss')).toBe('00')
  })
})

describe('targetTime', () => {
  it('reads epoch milliseconds and local date texts', () => {
    expect(targetTime(1_700_000_000_000)).toBe(1_700_000_000_000)
    expect(targetTime('1700000000000')).toBe(1_700_000_000_000)
    expect(targetTime('2024-05-01 12:00:00')).toBe(new Date(2024, 4, 1, 12, 0, 0).getTime())
    expect(targetTime('不是时间')).toBeUndefined()
    expect(targetTime('')).toBeUndefined()
  })
})
