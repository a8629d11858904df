import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { builtinFunctions } from './builtins.ts'
import { formatDate, toDate } from './format-date.ts'

const FORMATS = [
  'YYYY-MM-DD',
  'M月D日 HH:mm',
  'YYYY年M月D日',
  'YYYY年M月D日 HH:mm',
  'M月D日',
  'HH:mm',
  'HH:mm:ss',
  'YY/M/D h:m:s A a SSS',
  '[今天] HH:mm',
  'DD.MM.YYYY H:mm',
]
const VALUES: unknown[] = [
  '2026-11-23',
  '2026-11-23 08:05:09',
  '2026-1-5 7:3',
  '2026/03/04',
  '2026-11-23T14:30:00',
  '2026-11-23T14:30:00Z',
  '2026-11-23T14:30:00.123+08:00',
  '2026-11',
  '20261123',
  1795476658258,
  0,
  new Date(2024, 1, 29, 23, 59, 58, 7),
]

describe('date()', () => {
  it('formats every value the way dayjs does', () => {
    for (const value of VALUES)
      for (const format of FORMATS) {
        const ours = toDate(value)
        expect(ours && formatDate(ours, format), `${String(value)} ${format}`).toBe(dayjs(value as string).format(format))
      }
  })

  it('gives an empty text for nothing and for what is no date', () => {
    for (const value of [null, undefined, '', 'not a date', '2026-13-45x', {}]) expect(builtinFunctions.date(value, 'YYYY')).toBe('')
  })

  it('defaults to YYYY-MM-DD', () => {
    expect(builtinFunctions.date('2026-11-23 10:00')).toBe('2026-11-23')
  })
})
