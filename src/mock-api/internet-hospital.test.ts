// The internet hospital's rules in the embedded backend: the price charged is the doctor's, the states move
// only through calls and only for the person allowed (a resident cannot accept or prescribe, a doctor sees only
// what he was asked), and the pharmacist's review passes or refuses with a reason.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { providerDecision } from './handlers/payment'
import { DEMO_DOCTOR, loginAs, mockBackend, mockServer, resetMockBackend } from './node'
import { OTHER_DOCTORS } from './seed/accounts'
import { dataOf, sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

interface Order {
  code: string
  orderCode: string
  priceText: string
  payLink: string
}
interface Detail {
  status: string
  statusName: string
  chatLink: string
  prescriptions: Array<{ code: string; status: string }>
}
interface Rx {
  code: string
  status: string
  statusName: string
  rejectReason: string
  canRenew: boolean
}

const resident = () => loginAs('resident')
const doctor = () => loginAs('doctor')

/** A session for another seeded account (赵德明): the demo logins are only the two demo people. */
function sessionOf(accountCode: string): string {
  const token = `mock-other-${accountCode.slice(0, 8)}`
  mockBackend.store.update((state) => (state.sessions[token] = accountCode))
  return token
}

/** The payer confirms at the provider's page and its callback comes. */
function pay(orderCode: string): void {
  providerDecision(mockBackend.store, orderCode, 'PAID', new Date(Date.now() - 60_000))
}

/** The pharmacist's review falls due now. */
function reviewDue(): void {
  mockBackend.store.update((state) => state.internetHospital?.prescriptions.forEach((rx) => (rx.reviewAt = 0)))
}

async function askDemoDoctor(token: string): Promise<Order> {
  const description = '最近一周晨起头晕，血压 142/90 mmHg，需要吃药吗？'
  return dataOf<Order>('internetHospital.ask', { doctorCode: DEMO_DOCTOR.accountCode, serviceType: 'TEXT', description }, token)
}

async function refusal(name: string, args: unknown, token: string) {
  const { body } = await sendCall(name, args, { token })
  return { code: body.code, msg: body.msg }
}

describe('the internet hospital', () => {
  it("charges the doctor's price through an order, and the paid consultation waits for him", async () => {
    const token = resident()
    const doctors = await dataOf<{ records: Array<{ doctorCode: string; price: number; familyDoctor: boolean }> }>(
      'internetHospital.doctors',
      { serviceType: 'TEXT', current: 1, size: 10 },
      token,
    )
    // 林晓燕's family doctor comes first; 主治医师 adds ¥10 to 图文问诊's ¥19.90.
    expect(doctors.records[0]).toMatchObject({ doctorCode: DEMO_DOCTOR.accountCode, familyDoctor: true, price: 29.9 })
    const asked = await askDemoDoctor(token)
    expect(asked.priceText).toBe('¥29.90')
    expect(asked.payLink).toBe(`/internet-hospital/payment/CONSULTATION?orderCode=${asked.orderCode}`)
    const order = await dataOf<{ amount: number; link: string }>('payment.order', { orderCode: asked.orderCode }, token)
    expect(order).toMatchObject({ amount: 2990, link: `/internet-hospital/consultation/${asked.code}` })
    expect(await dataOf<Detail>('internetHospital.detail', { code: asked.code }, token)).toMatchObject({ statusName: '待支付' })
    pay(asked.orderCode)
    expect(await dataOf<Detail>('internetHospital.detail', { code: asked.code }, token)).toMatchObject({ statusName: '待接诊' })
  })

  it('lets only the doctor asked accept, answer and prescribe', async () => {
    const asked = await askDemoDoctor(resident())
    pay(asked.orderCode)
    expect(await refusal('internetHospital.accept', { code: asked.code }, resident())).toEqual({ code: '125000403', msg: '拒绝访问' })
    // 赵德明 is a doctor, but not the one asked: he neither reads nor accepts it.
    const other = sessionOf(OTHER_DOCTORS[0].accountCode)
    expect(await refusal('internetHospital.detail', { code: asked.code }, other)).toMatchObject({ msg: '问诊不存在' })
    expect(await refusal('internetHospital.accept', { code: asked.code }, other)).toEqual({ code: '125000403', msg: '拒绝访问' })
    const inbox = await dataOf<{ records: Array<{ code: string }> }>(
      'internetHospital.inbox',
      { status: 'WAITING', current: 1, size: 10 },
      other,
    )
    expect(inbox.records.map((c) => c.code)).not.toContain(asked.code)

    const rx = { code: asked.code, diagnosis: '高血压', drugName: '苯磺酸氨氯地平片', dose: '5mg', frequency: '每日一次', days: 28 }
    expect(await refusal('internetHospital.prescribe', rx, doctor())).toMatchObject({ msg: '请先接诊再开具处方' })
    await dataOf('internetHospital.accept', { code: asked.code }, doctor())
    const detail = await dataOf<Detail>('internetHospital.detail', { code: asked.code }, resident())
    expect(detail).toMatchObject({ statusName: '进行中', chatLink: `/health/chat/view?chatCode=CVIH${asked.code}` })
    expect(await refusal('internetHospital.cancel', { code: asked.code }, resident())).toMatchObject({ msg: '医生已接诊，不能取消问诊' })
    expect(await refusal('internetHospital.prescribe', rx, resident())).toEqual({ code: '125000403', msg: '拒绝访问' })
    const written = await dataOf<Rx>('internetHospital.prescribe', rx, doctor())
    expect(written.statusName).toBe('待审核')
    reviewDue()
    expect(await dataOf<Rx>('internetHospital.prescription', { code: written.code }, resident())).toMatchObject({
      statusName: '已通过',
      canRenew: true,
    })
    expect(await dataOf<Rx>('internetHospital.takeDrugs', { code: written.code }, resident())).toMatchObject({ statusName: '已取药' })
  })

  it('refuses a prescription over 30 days, with the reason', async () => {
    const code = 'IH000203'
    const rx = { code, diagnosis: '2型糖尿病', drugName: '盐酸二甲双胍缓释片', dose: '0.5g', frequency: '每日两次', days: 60 }
    const written = await dataOf<Rx>('internetHospital.prescribe', rx, doctor())
    reviewDue()
    const reviewed = await dataOf<Rx>('internetHospital.prescription', { code: written.code }, doctor())
    expect(reviewed).toMatchObject({ statusName: '已驳回', canRenew: false })
    expect(reviewed.rejectReason).toMatch(/超过单张处方 30 天的上限/)
  })

  it('renews an approved prescription as a new 复诊续方 with its doctor, to be paid', async () => {
    const token = resident()
    const renewed = await dataOf<Order>('internetHospital.renew', { code: 'RX000301' }, token)
    const detail = await dataOf<Detail & { serviceName: string; doctorName: string; renewOf: string }>(
      'internetHospital.detail',
      { code: renewed.code },
      token,
    )
    expect(detail).toMatchObject({ serviceName: '复诊续方', doctorName: '周海涛', renewOf: 'RX000301', statusName: '待支付' })
    expect(renewed.priceText).toBe('¥19.90')
    // A cancelled one is cancelled for good.
    expect(await dataOf<{ message: string }>('internetHospital.cancel', { code: renewed.code }, token)).toMatchObject({
      message: '问诊已取消',
    })
    expect(await refusal('internetHospital.cancel', { code: renewed.code }, token)).toMatchObject({ code: '125000418' })
  })

  it('charges a health consultation its price too: 待支付 until the order is paid, then 待接诊', async () => {
    const token = resident()
    const question = '最近两周早上起床后头晕，血压 138/88 mmHg，需要调整生活方式还是用药？'
    const asked = await dataOf<{ code: string; orderCode: string; payLink: string }>(
      'healthConsult.ask',
      { doctorCode: DEMO_DOCTOR.accountCode, serviceType: 'TEXT', question },
      token,
    )
    expect(asked.payLink).toBe(`/internet-hospital/payment/CONSULTATION?orderCode=${asked.orderCode}`)
    // 图文咨询 ¥19.90 plus ¥10 for a 主治医师.
    expect(await dataOf<{ amount: number }>('payment.order', { orderCode: asked.orderCode }, token)).toMatchObject({ amount: 2990 })
    expect(await dataOf('healthConsult.detail', { code: asked.code }, token)).toMatchObject({ status: '待支付', payLink: asked.payLink })
    pay(asked.orderCode)
    expect(await dataOf('healthConsult.detail', { code: asked.code }, token)).toMatchObject({ status: '待接诊' })
  })
})
