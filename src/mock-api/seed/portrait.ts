import type { MockResident } from '../state'
import { DEMO_RESIDENT } from './accounts'
import { formatDateTime, hexCode } from './codes'
import { createRandom, type Random } from './prng'

// Health portraits and action scores. Read-only and derived from the resident (programme tags, age, gender)
// with a PRNG seeded by the resident's code, so the same person always has the same readings, dated back
// from `now`. Hypertension patients read high, the risk group borderline, the rest mostly normal.
export const PORTRAIT_SEED = 20240621

/** Whose portrait: a resident of the world, or an account read as one. */
export type PortraitPerson = Pick<
  MockResident,
  'residentAccountCode' | 'residentName' | 'residentGender' | 'residentAge' | 'ageUnit' | 'hypertensionTag'
> & { profilePhoto?: string | null }

type Status = 'NORMAL' | 'HIGH' | 'LOW'
const statusNames: Record<Status, string> = { NORMAL: '正常', HIGH: '偏高', LOW: '偏低' }

interface Range {
  label: string
  low: number
  high: number
}

function randomFor(person: PortraitPerson, salt: number): Random {
  let hash = 2166136261
  for (const c of person.residentAccountCode) hash = Math.imul(hash ^ c.charCodeAt(0), 16777619)
  return createRandom((PORTRAIT_SEED ^ hash ^ salt) >>> 0)
}

function judge(values: number[], ranges: Range[]): Status {
  if (values.some((v, i) => v > ranges[i].high)) return 'HIGH'
  if (values.some((v, i) => v < ranges[i].low)) return 'LOW'
  return 'NORMAL'
}

function round1(n: number): number {
  return Math.round(n * 10) / 10
}

interface Kind {
  code: 'BLOOD_PRESSURE' | 'BLOOD_GLUCOSE' | 'BMI' | 'HEART_RATE'
  name: string
  unit: string
  ranges: Range[]
  read: (random: Random) => number[]
  show: (values: number[]) => string
}

function kinds(person: PortraitPerson, bmiBase: number): Kind[] {
  const adult = person.ageUnit === '岁' && person.residentAge >= 14
  const tag = person.hypertensionTag
  const [sys, dia] = tag === '20' ? [146, 93] : tag === '10' ? [134, 86] : [108 + Math.min(person.residentAge, 80) * 0.25, 72]
  const glucose = person.residentAge >= 55 ? 5.8 : 5.1
  const bp: Kind = {
    code: 'BLOOD_PRESSURE',
    name: '血压',
    unit: 'mmHg',
    ranges: [
      { label: '收缩压', low: 90, high: 139 },
      { label: '舒张压', low: 60, high: 89 },
    ],
    read: (r) => [Math.round(sys + r.int(-9, 9)), Math.round(dia + r.int(-6, 6))],
    show: ([s, d]) => `${s}/${d}`,
  }
  const sugar: Kind = {
    code: 'BLOOD_GLUCOSE',
    name: '空腹血糖',
    unit: 'mmol/L',
    ranges: [{ label: '空腹血糖', low: 3.9, high: 6.1 }],
    read: (r) => [round1(glucose + (r.next() - 0.5) * 1.2)],
    show: ([g]) => g.toFixed(1),
  }
  const bmi: Kind = {
    code: 'BMI',
    name: 'BMI',
    unit: 'kg/m²',
    ranges: [adult ? { label: 'BMI', low: 18.5, high: 23.9 } : { label: 'BMI', low: 13.5, high: 18.5 }],
    read: (r) => [round1(bmiBase + (r.next() - 0.5) * 0.6)],
    show: ([b]) => b.toFixed(1),
  }
  const heart: Kind = {
    code: 'HEART_RATE',
    name: '心率',
    unit: '次/分',
    ranges: [adult ? { label: '心率', low: 60, high: 100 } : { label: '心率', low: 80, high: 140 }],
    read: (r) => [adult ? r.int(62, 92) : r.int(88, 120)],
    show: ([h]) => String(h),
  }
  return adult ? [bp, sugar, bmi, heart] : [bmi, heart]
}

export function healthPortrait(person: PortraitPerson, now: Date) {
  const random = randomFor(person, 1)
  const male = person.residentGender === '1'
  const adult = person.ageUnit === '岁' && person.residentAge >= 14
  const height = adult ? random.int(male ? 163 : 152, male ? 181 : 168) : 80 + Math.min(person.residentAge, 13) * 6
  const bmiBase = adult ? 19 + random.next() * 8 : 15.5
  const weight = round1((bmiBase * height * height) / 10_000)
  const indicators = kinds(person, bmiBase).map((kind, k) => {
    const records = Array.from({ length: 8 }, (_, i) => {
      const values = kind.read(random)
      const time = new Date(now.getTime() - (i * random.int(70, 100) + 2 + k) * 3_600_000)
      time.setHours(7 + (i % 3), random.int(0, 59), random.int(0, 59))
      return { measureTime: formatDateTime(time), value: kind.show(values), values }
    })
    const latest = records[0]
    const status = judge(latest.values, kind.ranges)
    return {
      code: kind.code,
      name: kind.name,
      unit: kind.unit,
      value: latest.value,
      values: latest.values,
      measureTime: latest.measureTime,
      normalRange: kind.ranges.map((r) => `${r.low}-${r.high}`).join('/'),
      ranges: kind.ranges,
      status,
      statusName: statusNames[status],
      records,
    }
  })
  const newest =
    indicators
      .map((i) => i.measureTime)
      .sort()
      .reverse()[0] ?? formatDateTime(now)
  return { height, weight, indicators, updateTime: newest }
}

const scoreItems = [
  {
    code: 'BP_MEASURE',
    name: '规律测量血压',
    fullScore: 25,
    description: '每周测量血压不少于 4 次',
    link: '/health/portrait',
    more: '完成血压测量',
    less: '连续 3 天未测量血压',
  },
  { code: 'STEPS', name: '每日步数', fullScore: 20, description: '每天步行 6000 步以上', link: null, more: '步数达标', less: '步数未达标' },
  {
    code: 'DIET',
    name: '合理膳食',
    fullScore: 20,
    description: '记录三餐，少油少盐',
    link: null,
    more: '完成饮食记录',
    less: '饮食记录缺失',
  },
  {
    code: 'MEDICATION',
    name: '按时服药',
    fullScore: 20,
    description: '按医嘱每日服药并打卡',
    link: null,
    more: '按时服药打卡',
    less: '漏服药物',
  },
  {
    code: 'SLEEP',
    name: '睡眠充足',
    fullScore: 15,
    description: '每晚睡眠 7 小时以上',
    link: null,
    more: '睡眠时长达标',
    less: '睡眠不足 6 小时',
  },
] as const

/** 林晓燕's score is the one her notification announces: 82, six up on last week. */
const DEMO_SCORES = [22, 16, 17, 17, 10]

function levelOf(score: number): { level: 'EXCELLENT' | 'GOOD' | 'FAIR' | 'POOR'; levelName: string } {
  if (score >= 90) return { level: 'EXCELLENT', levelName: '优秀' }
  if (score >= 75) return { level: 'GOOD', levelName: '良好' }
  if (score >= 60) return { level: 'FAIR', levelName: '一般' }
  return { level: 'POOR', levelName: '待提高' }
}

export function actionScore(person: PortraitPerson, now: Date) {
  const random = randomFor(person, 2)
  const demo = person.residentAccountCode === DEMO_RESIDENT.accountCode
  const items = scoreItems.map((item, i) => {
    const score = demo ? DEMO_SCORES[i] : Math.round(item.fullScore * (0.45 + random.next() * 0.55))
    return {
      code: item.code,
      name: item.name,
      score,
      fullScore: item.fullScore,
      finished: score >= item.fullScore * 0.8,
      description: item.description,
      link: item.link,
    }
  })
  const score = items.reduce((sum, item) => sum + item.score, 0)
  const updated = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 6, 0, 0)
  return {
    userId: person.residentAccountCode,
    score,
    ...levelOf(score),
    weekChange: demo ? 6 : random.int(-5, 8),
    beatPercent: Math.min(99, Math.round(score * 0.9 + random.int(0, 8))),
    updateTime: formatDateTime(updated),
    items,
  }
}

/** The history, newest first, walking back from today's score so every totalScore adds up. */
export function scoreHistory(person: PortraitPerson, now: Date) {
  const random = randomFor(person, 3)
  let total = actionScore(person, now).score
  return Array.from({ length: 46 }, (_, i) => {
    const item = random.pick(scoreItems)
    let change = random.chance(0.75) ? random.int(1, 5) : -random.int(1, 3)
    if (total - change < 0 || total - change > 100) change = -change
    const time = new Date(now.getTime() - (i * 40 + random.int(1, 30)) * 3_600_000)
    const record = {
      recordCode: `AS${hexCode(random, 12)}`,
      itemName: item.name,
      change,
      totalScore: total,
      createTime: formatDateTime(time),
      description: change > 0 ? `${item.more}，+${change} 分` : `${item.less}，${change} 分`,
    }
    total -= change
    return record
  })
}
