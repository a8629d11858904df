import type { Random } from './prng'

// Code shapes as the real backend hands them out: 32-hex account codes, 18-digit user codes.
export function hexCode(random: Random, length = 32): string {
  let out = ''
  for (let i = 0; i < length; i++) out += Math.floor(random.next() * 16).toString(16)
  return out
}

export function digitCode(random: Random, length: number): string {
  let out = String(random.int(1, 9))
  for (let i = 1; i < length; i++) out += String(random.int(0, 9))
  return out
}

const mobilePrefixes = [
  '130',
  '131',
  '132',
  '133',
  '135',
  '136',
  '137',
  '138',
  '139',
  '150',
  '151',
  '152',
  '155',
  '157',
  '158',
  '159',
  '166',
  '173',
  '176',
  '177',
  '180',
  '181',
  '182',
  '183',
  '185',
  '186',
  '187',
  '188',
  '189',
  '191',
  '199',
]

export function cellphone(random: Random): string {
  return random.pick(mobilePrefixes) + String(random.int(0, 99_999_999)).padStart(8, '0')
}

export function pad2(n: number): string {
  return String(n).padStart(2, '0')
}

/** 'YYYY-MM-DD HH:mm:ss' in local time, the backend's usual date-time text. */
export function formatDateTime(date: Date): string {
  return `${formatDate(date)} ${pad2(date.getHours())}:${pad2(date.getMinutes())}:${pad2(date.getSeconds())}`
}

export function formatDate(date: Date): string {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`
}
