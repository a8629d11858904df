// Certification, payment and family members as the embedded backend answers them (issue 12).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createDevtools } from './devtools'
import { providerDecision, NOTIFY_DELAY_MS } from './handlers/payment'
import { DEMO_RESIDENT, loginAs, mockBackend, mockServer, resetMockBackend } from './node'
import { FAMILY_CODES } from './seed/family'
import { ORDER_CODES } from './seed/orders'
import { sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

const PHOTO = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ=='

async function answer(name: string, args: unknown, token: string) {
  const { body } = await sendCall(name, args, { token, doctorPage: false })
  return body as { code: string; msg: string; data: Record<string, unknown> }
}

describe('certification', () => {
  it("refuses a number that fails the check, a name not the cardholder's, and a number someone else verified", async () => {
    const token = loginAs('doctor')
    const apply = (name: string, idCardNo: string) =>
      answer('certification.submitRealName', { name, idCardNo, idCardFront: PHOTO, idCardBack: PHOTO }, token)
    expect(await apply('陈立新', '330106198203154231')).toMatchObject({ code: '125000400', msg: '请输入正确的身份证号码' })
    expect(await apply('陈力新', '330106198203154234')).toMatchObject({ msg: '持卡人姓名不一致，请核对后重新填写' })
    // 林晓燕's number, with its right check character (7).
    expect(await apply('林晓燕', '330106199108262047')).toMatchObject({ msg: '该身份证已被认证，请更换身份证或联系客服' })
  })

  it('reviews a real-name and a qualification application: pending, then approved or rejected from the devtools', async () => {
    const token = loginAs('doctor')
    const applied = await answer(
      'certification.submitRealName',
      { name: '陈立新', idCardNo: '330106198203154234', idCardFront: PHOTO, idCardBack: PHOTO },
      token,
    )
    expect(applied.data).toMatchObject({ status: 'PENDING', statusName: '审核中', name: '陈*新', idCardNo: '3301**********4234' })
    await answer(
      'certification.submitQualification',
      { hospitalId: 'H330106005001', departmentName: '全科医学科', title: '副主任医师', certificatePhotos: [PHOTO] },
      token,
    )
    expect((await answer('certification.state', undefined, token)).data).toMatchObject({
      qualification: { status: 'PENDING', title: '副主任医师' },
      link: '/user/cert/detail/qualification',
    })

    const devtools = createDevtools(mockBackend)
    expect(devtools.reviewCertification('reject')).toBe(2)
    expect((await answer('certification.realName', undefined, token)).data).toMatchObject({
      status: 'REJECTED',
      rejectReason: expect.stringContaining('照片模糊'),
    })
    await answer(
      'certification.submitRealName',
      { name: '陈立新', idCardNo: '330106198203154234', idCardFront: PHOTO, idCardBack: PHOTO },
      token,
    )
    expect(devtools.reviewCertification('approve')).toBe(1)
    expect((await answer('certification.realName', undefined, token)).data).toMatchObject({ status: 'CERTIFIED', statusName: '已认证' })
    expect(devtools.reviewCertification('approve')).toBe(0)
  })
})

describe('payment', () => {
  it("sends the payer to the provider's page, and the order is paid once the callback comes", async () => {
    const token = loginAs('resident')
    const order = { orderCode: ORDER_CODES.consultation }
    expect((await answer('payment.order', order, token)).data).toMatchObject({
      status: 'UNPAID',
      amount: 2900,
      amountText: '29.00',
      typeName: '在线问诊',
    })
    const { data } = await answer('payment.wxpayWap', { ...order, returnUrl: 'http://localhost/edu/pay/payment?orderCode=x' }, token)
    expect(data.payUrl).toMatch(/^\/edu\/__mock\/pay\/wappay\?orderCode=PO202611230001&redirect_url=/)

    const now = new Date()
    providerDecision(mockBackend.store, order.orderCode, 'PAID', now)
    expect((await answer('payment.order', order, token)).data).toMatchObject({ status: 'PAYING', statusName: '支付确认中' })
    mockBackend.store.update((state) => {
      const pending = state.orders?.[order.orderCode]
      if (pending) pending.notifyAt = Date.now() - NOTIFY_DELAY_MS
    })
    expect((await answer('payment.order', order, token)).data).toMatchObject({ status: 'PAID', payMethod: 'WAPPAY' })
    expect(await answer('payment.wxpayWap', { ...order, returnUrl: 'x' }, token)).toMatchObject({ msg: '订单已支付，请勿重复支付' })
  })

  it("shows nobody else's order", async () => {
    expect(await answer('payment.order', { orderCode: ORDER_CODES.consultation }, loginAs('doctor'))).toMatchObject({
      code: '125000404',
      msg: '订单不存在',
    })
  })
})

describe('family members', () => {
  it('adds a member, makes them current, and removes them', async () => {
    const token = loginAs('resident')
    const added = await answer(
      'family.add',
      { relation: 'OTHER', name: '陈桂芳', idCardNo: '330106195503124420', phone: '13905716688' },
      token,
    )
    const memberUserId = String(added.data.memberUserId)
    expect(
      await answer('family.add', { relation: 'OTHER', name: '陈桂芳', idCardNo: '330106195503124420', phone: '13905716688' }, token),
    ).toMatchObject({ msg: '该家庭成员已添加，请勿重复添加' })
    await answer('family.choose', { memberUserId }, token)
    const list = (await answer('family.members', undefined, token)).data as unknown as Array<{
      name: string
      current: boolean
      age: number
    }>
    expect(list.filter((m) => m.current).map((m) => m.name)).toEqual(['陈桂芳'])
    expect(list.find((m) => m.name === '陈桂芳')?.age).toBeGreaterThan(70)
    await answer('family.remove', { memberUserId }, token)
    const after = (await answer('family.members', undefined, token)).data as unknown as Array<{
      name: string
      current: boolean
      memberUserId: string
    }>
    expect(after.map((m) => m.name)).not.toContain('陈桂芳')
    expect(after.find((m) => m.current)?.memberUserId).toBe(DEMO_RESIDENT.accountCode)
    expect(after.some((m) => m.memberUserId === FAMILY_CODES.father)).toBe(true)
  })
})
