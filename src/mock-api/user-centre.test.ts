import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_DOCTOR, DEMO_RESIDENT, loginAs, mockServer, resetMockBackend } from './node'
import { FAMILY_CODES } from './seed/family'
import { DEMO_HOSPITAL_ID } from './seed/hospitals'
import { sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

async function data<T>(name: string, args: unknown, token: string, headers?: Record<string, string>): Promise<T> {
  const { body } = await sendCall(name, args, { token, doctorPage: false, headers })
  expect(body.code, body.msg).toBe('000000')
  return body.data as T
}

describe('the user centre', () => {
  it('shows the doctor with his centre, department and title, certified', async () => {
    const token = loginAs('doctor')
    expect(await data('user.profile', undefined, token)).toMatchObject({
      accountCode: DEMO_DOCTOR.accountCode,
      name: '陈立新',
      userRole: 'DOCTOR',
      cellphone: '139****2345',
      hospitalId: DEMO_HOSPITAL_ID,
      hospitalName: '杭州市西湖区翠苑街道社区卫生服务中心',
      departmentName: '全科医学科',
      title: '主治医师',
      runAs: false,
    })
    expect(await data('certification.state', undefined, token)).toMatchObject({
      realName: { status: 'CERTIFIED', statusName: '已认证', name: '陈*新' },
      qualification: { status: 'CERTIFIED', statusName: '已认证', title: '主治医师' },
      link: '/user/cert/detail/qualification',
    })
  })

  it('shows the resident certified by real name only, with her photo', async () => {
    const token = loginAs('resident')
    const me = await data<{ avatar: string; hospitalName: null }>('user.profile', undefined, token)
    expect(me).toMatchObject({ name: '林晓燕', userRole: 'RESIDENT', hospitalName: null })
    expect(me.avatar).toMatch(/^data:image\/svg\+xml/)
    expect(await data('certification.state', undefined, token)).toMatchObject({
      realName: { status: 'CERTIFIED', idCardNo: '3301**********2048' },
      qualification: { status: 'NONE', statusName: '未认证' },
      link: '/user/cert/realname',
    })
  })

  it("lists 林晓燕's family, 本人 first, and a member can be acted as", async () => {
    const token = loginAs('resident')
    const family = await data<Array<{ memberUserId: string; name: string; relationName: string; isSelf: boolean; avatar: string | null }>>(
      'family.members',
      undefined,
      token,
    )
    expect(family.map((m) => `${m.relationName}:${m.name}`)).toEqual([
      '本人:林晓燕',
      '父亲:林国强',
      '母亲:王秀兰',
      '配偶:张伟',
      '子女:张子轩',
    ])
    expect(family[0].isSelf).toBe(true)
    expect(family.every((m) => m.avatar?.startsWith('data:image/svg+xml'))).toBe(true)
    const { runAsUserToken } = await data<{ runAsUserToken: string }>('auth.runAsToken', { runAsUserId: FAMILY_CODES.father }, token)
    const asFather = await data('user.profile', undefined, token, { 'run-as-user-token': runAsUserToken })
    expect(asFather).toMatchObject({ name: '林国强', runAs: true })
  })

  it("lists the doctor alone in his family, and his residents include 林晓燕's parents", async () => {
    const token = loginAs('doctor')
    expect(await data<unknown[]>('family.members', undefined, token)).toHaveLength(1)
    const { body } = await sendCall('residents.list', { current: 1, size: 20, name: '林国强' }, { token })
    expect((body.data as { total: number }).total).toBe(1)
  })

  it('offers both demo accounts to switch to, the current first', async () => {
    const list = await data<Array<{ accountCode: string; roleName: string; current: boolean }>>(
      'account.switchList',
      undefined,
      loginAs('resident'),
    )
    expect(list.map((a) => [a.accountCode, a.roleName, a.current])).toEqual([
      [DEMO_RESIDENT.accountCode, '居民', true],
      [DEMO_DOCTOR.accountCode, '医生', false],
    ])
  })

  it('keeps the settings switches it is sent, and only those', async () => {
    const token = loginAs('resident')
    expect(await data('user.settings', undefined, token)).toMatchObject({
      messagePush: true,
      personalisedRecommend: false,
      cellphone: '158****1234',
      servicePhone: '400-826-1120',
    })
    expect(await data('user.saveSettings', { messagePush: false }, token)).toMatchObject({
      messagePush: false,
      personalisedRecommend: false,
    })
    expect(await data('user.settings', undefined, token)).toMatchObject({ messagePush: false })
    expect(await data('user.settings', undefined, loginAs('doctor'))).toMatchObject({ messagePush: true })
    const { body } = await sendCall('user.saveSettings', { messagePush: 'yes' }, { token, doctorPage: false })
    expect(body.code).toBe('125000400')
  })
})
