import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_DOCTOR, loginAs, mockBackend, mockServer, resetMockBackend } from './node'
import { sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

describe('the gateway checks', () => {
  it('hands out the signing key unsigned', async () => {
    const { body } = await sendCall('settings.configList', { codes: 'SIGN_SECRET_KEY' }, { sign: false })
    expect(body.code).toBe('000000')
    expect(body.requestId).toMatch(/^[0-9a-f]{32}$/)
    const [item] = body.data as Array<{ code: string; value: string }>
    expect(JSON.parse(item.value)).toMatchObject({ signType: 'HMAC-SHA256', keyVersion: '3' })
  })

  it('refuses a missing sign, a wrong sign and an old key version', async () => {
    const missing = await sendCall('settings.global', undefined, { sign: false })
    expect(missing.body).toMatchObject({ code: '125000403', msg: expect.stringContaining('缺少 sign') })
    const wrong = await sendCall('settings.global', undefined, { sign: 'deadbeef' })
    expect(wrong.body).toMatchObject({ code: '125000403', msg: expect.stringContaining('sign 与请求路径不匹配') })
    const old = await sendCall('settings.global', undefined, { keyVersion: '2' })
    expect(old.body).toMatchObject({ code: '125000403', msg: expect.stringContaining('kVer=2') })
    const good = await sendCall('settings.global')
    expect(good.body.code).toBe('000000')
  })

  it('a signature of another path does not pass', async () => {
    const { signPath } = await import('../api/http/signature')
    const { SIGNING_KEY } = await import('./node')
    const sign = await signPath('/reabs/global_setting/all/20', SIGNING_KEY.key)
    expect((await sendCall('settings.global', undefined, { sign })).body.code).toBe('125000403')
  })

  it('answers 125000401 with a message to a login-only call without a token', async () => {
    const { status, body } = await sendCall('account.current')
    expect(status).toBe(200)
    expect(body).toMatchObject({ code: '125000401', msg: '用户未登录或登录已过期，请重新登录', data: null })
    expect((await sendCall('account.current', undefined, { token: 'mock-doctor-forged' })).body.code).toBe('125000401')
  })

  it('rejects a payload that does not fit its schema, naming the field', async () => {
    const token = loginAs('doctor')
    const bad = await sendCall('hypertension.addResident', { userName: '王建国', gender: '1', phoneNumber: '1234', tag: '20' }, { token })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ code: '125000400', msg: '参数校验失败：字段 phoneNumber 格式不正确' })
    const missing = await sendCall('hypertension.addResident', { gender: '1', phoneNumber: '13912345678', tag: '20' }, { token })
    expect(missing.body.msg).toBe('参数校验失败：字段 userName 不能为空')
    const paging = await sendCall('residents.familyDoctorList', { current: 'abc', size: 15 }, { token })
    expect(paging.body.msg).toBe('参数校验失败：字段 current 类型错误，应为整数')
    const empty = await sendCall('residents.batchAddTumor', [], { token })
    expect(empty.body.msg).toBe('参数校验失败：请求体至少需要 1 项')
  })
})

describe('sessions', () => {
  it('knows who is calling and forgets them on logout', async () => {
    const token = loginAs('doctor')
    const current = await sendCall('account.current', undefined, { token })
    expect(current.body.data).toMatchObject({
      accountCode: DEMO_DOCTOR.accountCode,
      userCode: DEMO_DOCTOR.userCode,
      cellphone: DEMO_DOCTOR.cellphone,
    })
    expect((await sendCall('auth.logout', {}, { token })).body.code).toBe('000000')
    expect((await sendCall('account.current', undefined, { token })).body.code).toBe('125000401')
  })

  it('starts fresh after a reset', async () => {
    const token = loginAs('resident')
    expect(mockBackend.store.state.sessions[token]).toBeDefined()
    resetMockBackend()
    expect(mockBackend.store.state.sessions[token]).toBeUndefined()
  })
})

describe('run-as mode', () => {
  it('acts as the family member named by run-as-user-token, and only as one of the caller’s family', async () => {
    const { DEMO_RESIDENT } = await import('./node')
    const { FAMILY_CODES } = await import('./seed/family')
    const token = loginAs('resident')
    const { body } = await sendCall('auth.runAsToken', { runAsUserId: FAMILY_CODES.father }, { token })
    const { runAsUserToken } = body.data as { runAsUserToken: string }
    const asMember = await sendCall('user.current', undefined, { token, headers: { 'run-as-user-token': runAsUserToken } })
    expect(asMember.body.data).toMatchObject({ accountCode: FAMILY_CODES.father, name: '林国强' })
    const unknown = await sendCall('auth.runAsToken', { runAsUserId: 'nobody' }, { token })
    expect(unknown.body).toMatchObject({ code: '125000404', msg: '家庭成员不存在' })
    // A stranger (another resident of the world, not in her family) is refused; so is the doctor acting as her.
    const stranger = mockBackend.store.state.residents.find(
      (r) => r.residentAccountCode !== DEMO_RESIDENT.accountCode && !Object.values(FAMILY_CODES).includes(r.residentAccountCode as never),
    )
    const refused = await sendCall('auth.runAsToken', { runAsUserId: stranger?.residentAccountCode }, { token })
    expect(refused).toMatchObject({ status: 403, body: { code: '125000403', msg: '拒绝访问' } })
    const doctor = loginAs('doctor')
    expect((await sendCall('auth.runAsToken', { runAsUserId: DEMO_RESIDENT.userCode }, { token: doctor })).body.code).toBe('125000403')
    // Her token, sent by another session, acts as nobody: the doctor stays himself.
    const borrowed = await sendCall('user.current', undefined, { token: doctor, headers: { 'run-as-user-token': runAsUserToken } })
    expect(borrowed.body.data).toMatchObject({ accountCode: DEMO_DOCTOR.accountCode })
  })

  it('ignores what the client adds to every query (accountCode, userCode, timestamp)', async () => {
    const token = loginAs('doctor')
    const { body } = await sendCall(
      'residents.list',
      { current: 1, size: 15, accountCode: DEMO_DOCTOR.accountCode, userCode: DEMO_DOCTOR.userCode },
      { token },
    )
    expect(body.code).toBe('000000')
  })
})

describe('bounded input', () => {
  // Issue 33, finding 6: a comment, a case and a consultation of a million characters are refused with the field
  // and its limit named, and nothing is stored.
  it.each([
    ['content.comment', { contentType: 'news', contentId: '1', content: '好'.repeat(1_000_000) }, /content.*不能超过 500 个字符/],
    ['cases.save', { title: '病'.repeat(1_000_000) }, /title.*不能超过 60 个字符/],
    ['consult.ask', { title: '疑难病例讨论', disease: '肺结节', description: '述'.repeat(1_000_000) }, /description.*不能超过 2000 个字符/],
  ])('%s refuses an over-long value with 125000400 naming the field', async (call, args, message) => {
    const token = loginAs('doctor')
    const { body } = await sendCall(call, args, { token })
    expect(body.code).toBe('125000400')
    expect(body.msg).toMatch(message)
  })
})
