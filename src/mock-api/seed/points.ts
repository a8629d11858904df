import type { PointsAccount } from '../../generated/api'
import type { MockPointsBillItem, PointsMonth, Role } from '../state'
import { formatDateTime, pad2 } from './codes'
import type { Random } from './prng'

export const POINTS_MONTHS = 24

interface BillKind {
  label: string
  amount: [number, number]
}

const income: Record<Role, BillKind[]> = {
  doctor: [
    { label: '签到奖励', amount: [5, 10] },
    { label: '完成问卷', amount: [20, 80] },
    { label: '发布科普文章', amount: [50, 150] },
    { label: '病例分享奖励', amount: [100, 300] },
    { label: '参与学术会议', amount: [50, 200] },
    { label: '邀请新用户', amount: [100, 100] },
    { label: '学分课程学习', amount: [10, 40] },
  ],
  resident: [
    { label: '签到奖励', amount: [5, 10] },
    { label: '完成问卷', amount: [10, 50] },
    { label: '健康打卡', amount: [2, 5] },
    { label: '完成健康测评', amount: [20, 40] },
    { label: '邀请新用户', amount: [50, 50] },
  ],
}

const expense: Record<Role, BillKind[]> = {
  doctor: [
    { label: '兑换服务', amount: [100, 500] },
    { label: '积分商城兑换', amount: [200, 800] },
  ],
  resident: [
    { label: '兑换服务', amount: [50, 200] },
    { label: '兑换问诊券', amount: [100, 300] },
  ],
}

function billMonth(year: number, month: number): string {
  return `${year}-${pad2(month + 1)}`
}

function randomTime(random: Random, year: number, month: number, lastDay: number): Date {
  return new Date(year, month, random.int(1, lastDay), random.int(7, 22), random.int(0, 59), random.int(0, 59))
}

/** Points history oldest first, so spending and expiry never take the balance below zero. */
export function seedPoints(random: Random, now: Date, role: Role): { account: PointsAccount; months: PointsMonth[] } {
  const months: PointsMonth[] = []
  let balance = 0
  for (let back = POINTS_MONTHS - 1; back >= 0; back--) {
    const first = new Date(now.getFullYear(), now.getMonth() - back, 1)
    const year = first.getFullYear()
    const month = first.getMonth()
    const lastDay = back === 0 ? now.getDate() : new Date(year, month + 1, 0).getDate()
    const items: MockPointsBillItem[] = []
    let gained = 0
    let used = 0
    for (let n = random.int(3, 9); n > 0; n--) {
      const kind = random.pick(income[role])
      const amount = random.int(kind.amount[0], kind.amount[1])
      gained += amount
      items.push({
        frontBillType: kind.label,
        createTime: formatDateTime(randomTime(random, year, month, lastDay)),
        billType: 'INCOME',
        dealAmount: amount,
      })
    }
    balance += gained
    if (random.chance(0.45)) {
      const kind = random.pick(expense[role])
      const amount = Math.min(balance, random.int(kind.amount[0], kind.amount[1]))
      if (amount > 0) {
        used += amount
        balance -= amount
        items.push({
          frontBillType: kind.label,
          createTime: formatDateTime(randomTime(random, year, month, lastDay)),
          billType: 'EXPEND',
          dealAmount: amount,
        })
      }
    }
    // Points expire a year after they were earned; the older months show some expiring at month end.
    const expired = back >= 1 && back <= 12 && random.chance(0.5) ? Math.min(balance, random.int(5, 60)) : 0
    balance -= expired
    items.sort((a, b) => (a.createTime < b.createTime ? 1 : -1))
    months.push({ billMonth: billMonth(year, month), availablePoint: gained, usedPoint: used, monthlyExpire: expired, billInfoList: items })
  }
  months.reverse()
  const account: PointsAccount = {
    accountConsumeAmount: balance,
    accountConsumeAmountExpire: Math.min(balance, random.int(10, 90)),
    // Enough that a withdrawal above 800 yuan, which is taxed, is possible.
    accountCashableAmount: role === 'doctor' ? random.int(1200, 3000) : 0,
    accountMbCashAmount: role === 'doctor' ? random.int(0, 500) : 0,
    accountResearchAmount: role === 'doctor' ? random.int(0, 1200) : 0,
  }
  return { account, months }
}
