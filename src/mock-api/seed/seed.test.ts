import { describe, expect, it } from 'vitest'
import { DEMO_DOCTOR, DEMO_RESIDENT, OTHER_DOCTORS } from './accounts'
import { createSeedState } from '.'

const now = new Date(2025, 5, 18, 10, 30)
const state = createSeedState(now)
const others = new Set(OTHER_DOCTORS.map((d) => d.accountCode))

describe('the seed', () => {
  it('is the same on every run', () => {
    expect(createSeedState(now)).toEqual(state)
  })

  it('has a demo doctor and a demo resident with codes, names and phones', () => {
    for (const account of [DEMO_DOCTOR, DEMO_RESIDENT]) {
      expect(state.accounts).toContainEqual(account)
      expect(account.accountCode).toMatch(/^[0-9a-f]{32}$/)
      expect(account.userCode).toMatch(/^\d{18}$/)
      expect(account.cellphone).toMatch(/^1[3-9]\d{9}$/)
    }
  })

  it('has at least 300 residents with Chinese names, genders, ages and some photos', () => {
    const residents = state.residents
    expect(residents.length).toBeGreaterThanOrEqual(300)
    expect(new Set(residents.map((r) => r.residentAccountCode)).size).toBe(residents.length)
    for (const r of residents) {
      expect(r.residentName).toMatch(/^[\u4e00-\u9fa5]{2,4}$/)
      expect(['1', '2']).toContain(r.residentGender)
      expect(r.residentAge).toBeGreaterThanOrEqual(0)
      expect(r.cellphone).toMatch(/^1[3-9]\d{9}$/)
    }
    expect(residents.filter((r) => r.ageUnit === '月').length).toBeGreaterThan(2)
    const photos = residents.filter((r) => r.profilePhoto).length
    expect(photos).toBeGreaterThan(50)
    expect(photos).toBeLessThan(residents.length - 50)
  })

  it('spreads residents over the three programmes, some already managed by another doctor', () => {
    const mine = (key: 'familyDoctor' | 'hypertensionDoctor' | 'tumorDoctor') =>
      state.residents.filter((r) => r[key] === DEMO_DOCTOR.accountCode).length
    expect(mine('familyDoctor')).toBeGreaterThan(150)
    expect(mine('hypertensionDoctor')).toBeGreaterThan(60)
    expect(mine('tumorDoctor')).toBeGreaterThan(10)
    const takenCandidates = state.residents.filter(
      (r) => r.familyDoctor === DEMO_DOCTOR.accountCode && r.tumorDoctor && others.has(r.tumorDoctor),
    )
    expect(takenCandidates.length).toBeGreaterThan(10)
  })

  it('has points for 24 months, newest first, that add up', () => {
    for (const account of [DEMO_DOCTOR, DEMO_RESIDENT]) {
      const { months, account: balance } = state.points[account.accountCode]
      expect(months.length).toBeGreaterThanOrEqual(18)
      expect(months[0].billMonth).toBe('2025-06')
      expect(months[23].billMonth).toBe('2023-07')
      let total = 0
      for (const month of months) {
        expect(month.billMonth).toMatch(/^\d{4}-\d{2}$/)
        const gained = month.billInfoList.filter((i) => i.billType === 'INCOME').reduce((s, i) => s + i.dealAmount, 0)
        const used = month.billInfoList.filter((i) => i.billType === 'EXPEND').reduce((s, i) => s + i.dealAmount, 0)
        expect(month.availablePoint).toBe(gained)
        expect(month.usedPoint).toBe(used)
        for (const item of month.billInfoList) {
          expect(item.createTime.startsWith(month.billMonth)).toBe(true)
          expect(item.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
        }
        total += gained - used - month.monthlyExpire
      }
      expect(balance.accountConsumeAmount).toBe(total)
      expect(total).toBeGreaterThanOrEqual(0)
    }
    const labels = new Set(state.points[DEMO_DOCTOR.accountCode].months.flatMap((m) => m.billInfoList.map((i) => i.frontBillType)))
    expect(labels).toContain('签到奖励')
    expect(labels).toContain('完成问卷')
  })

  it('has the signing key, the product flag, treaties and message centres', () => {
    expect(state.configItems.find((c) => c.code === 'SIGN_SECRET_KEY')).toBeDefined()
    expect(state.globalSettings['10'].map((c) => c.code)).toContain('DZJ_PRODUCT_FLAG')
    expect(state.treaties[DEMO_RESIDENT.accountCode]).toEqual({ PRIVACY_POLICY: true, DCLOUD_SERVICE: false })
    const doctor = state.mailboxes[DEMO_DOCTOR.accountCode]
    expect(doctor.notifications.length).toBeGreaterThan(30)
    expect(doctor.conversations.filter((c) => c.catalogType === 'CHAT').length).toBeGreaterThan(10)
    const resident = state.mailboxes[DEMO_RESIDENT.accountCode]
    const chat = resident.conversations.find((c) => c.peerAccountCode === DEMO_DOCTOR.accountCode)
    // 林晓燕's chat with 陈立新 is one conversation, seen from both sides.
    expect(doctor.conversations.find((c) => c.conversationCode === chat?.conversationCode)?.peerAccountCode).toBe(DEMO_RESIDENT.accountCode)
    expect(state.notices.every((n) => n.content.includes('<p>'))).toBe(true)
  })

  it('stays small enough for localStorage', () => {
    expect(JSON.stringify(state).length).toBeLessThan(400_000)
  })
})
