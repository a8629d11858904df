// Staff's commands against a screens service on a free port, as a staff member at the terminal sees them.
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestService } from '../../server/screens-service/testing.ts'
import { runServiceCommand } from './service-commands.ts'
import { printed } from './test-io.ts'

let service: Awaited<ReturnType<typeof startTestService>>
beforeAll(async () => {
  service = await startTestService()
}, 60_000)
afterAll(() => service.close())

function screens(args: string[], env: NodeJS.ProcessEnv = {}) {
  return printed(async (io) => runServiceCommand(args, io), { env: { SCREENS_SERVICE_URL: service.origin, ...env } })
}

const FILE = join('tests', 'fixtures', 'screens-service', 'clinic-day-cli.json')

describe('npm run screens -- publish | versions | rollback | entries', () => {
  it('publishes a file, lists its versions, rolls back, and lists what its form collected', async () => {
    expect(await screens(['publish', FILE])).toMatchObject({ code: 0, out: ['已发布第 1 版：/activity/page/clinic-day-cli'] })
    expect(await screens(['publish', FILE])).toMatchObject({ code: 0, out: ['已发布第 2 版：/activity/page/clinic-day-cli'] })
    const versions = await screens(['versions', 'clinic-day-cli'])
    expect(versions.out).toEqual([
      expect.stringMatching(/^\* 第 2 版 {2}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d {2}周婷 {2}（线上）$/),
      expect.stringMatching(/^ {2}第 1 版 {2}.* {2}周婷$/),
    ])
    expect(await screens(['rollback', 'clinic-day-cli', '1'])).toMatchObject({
      code: 0,
      out: ['已回滚：/activity/page/clinic-day-cli 现在显示第 1 版'],
    })
    expect((await service.service.published({ token: 'clinic-day-cli', id: null })).version).toBe(1)

    await service.service.submitEntry({
      token: 'clinic-day-cli',
      values: { name: '林晓燕', phone: '15858201234', note: '血压偏高，想问问饮食, 运动' },
    })
    const table = await screens(['entries', 'clinic-day-cli'])
    expect(table.out.at(-1)).toBe('共 1 条')
    const csv = await screens(['entries', 'clinic-day-cli', '--csv'])
    csv.out = csv.out.map((line) => line.replace(/\r$/, '')) // rows end in CRLF, as RFC 4180 has them
    expect(csv.out[0]).toBe('\uFEFF编号,提交时间,版本,姓名,手机号,想咨询的问题')
    expect(csv.out[1]).toMatch(/,1,林晓燕,15858201234,"血压偏高，想问问饮食, 运动"$/)
  })

  it('says why a write was refused: no staff role, a version that does not exist, a service not running', async () => {
    const refused = await screens(['rollback', 'clinic-day-cli', '1'], { SCREENS_TOKEN: 'not-a-staff-token' })
    expect(refused.code).toBe(1)
    expect(refused.err[0]).toMatch(/^没有发布权限：只有运营人员（staff 角色）可以/)
    expect((await screens(['rollback', 'autumn-walk', '7'])).err).toEqual(['没有第 7 版，可用 screens versions 查看已发布的版本'])
    const away = await screens(['versions', 'autumn-walk'], { SCREENS_SERVICE_URL: 'http://127.0.0.1:9' })
    expect(away.err[0]).toMatch(/^连不上页面服务 http:\/\/127\.0\.0\.1:9：请先运行 npm run dev/)
  })

  it('checks the file before it goes anywhere, as screens check does', async () => {
    const bad = await screens(['publish', 'tests/fixtures/screens-check/missing-schema-key.json'])
    expect(bad.code).toBe(1)
    expect(bad.out).toContain('tests/fixtures/screens-check/missing-schema-key.json:1:1 (/) 缺少必填属性“$schema”。在这里加上它')
    expect(bad.err).toEqual(['tests/fixtures/screens-check/missing-schema-key.json 有 1 处问题，未提交'])
  })
})
