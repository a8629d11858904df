import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_DOCTOR, loginAs, mockServer, resetMockBackend } from './node'
import { sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

describe("editing one's homepage profile", () => {
  it('saves the name shown, intro and good-at, and the homepage profile reads them', async () => {
    const token = loginAs('doctor')
    const saved = await sendCall(
      'homepage.saveProfile',
      { userCode: DEMO_DOCTOR.userCode, name: '陈立新医生', intro: '北山街道家庭医生团队负责人。', goodAt: '慢病长期管理。' },
      { token },
    )
    expect(saved.body.code).toBe('000000')
    const { body } = await sendCall('homepage.profile', { accountCode: DEMO_DOCTOR.accountCode }, { token })
    expect(body.data).toMatchObject({ name: '陈立新医生', intro: '北山街道家庭医生团队负责人。', goodAt: '慢病长期管理。', isSelf: true })
  })

  it("refuses to change someone else's profile", async () => {
    const { body } = await sendCall(
      'homepage.saveProfile',
      { userCode: DEMO_DOCTOR.userCode, name: '别人' },
      { token: loginAs('resident'), doctorPage: false },
    )
    expect(body).toMatchObject({ code: '125000418', msg: '只能编辑自己的资料' })
  })
})

describe('science contributors', () => {
  it('lists doctors who wrote popular science, most pieces first, each linking to his homepage', async () => {
    const { body } = await sendCall('homepage.scienceContributors', { current: 1, size: 10 })
    const records = (body.data as { records: Array<{ scienceCount: number; link: string }> }).records
    expect(records.length).toBeGreaterThan(0)
    expect(records.map((r) => r.scienceCount)).toEqual([...records.map((r) => r.scienceCount)].sort((a, b) => b - a))
    expect(records[0].link).toMatch(/^\/user\/homepage\/\w+$/)
  })
})
