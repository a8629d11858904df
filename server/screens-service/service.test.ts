// The screens service over HTTP, on an in-memory store seeded as a new one is: what staff and the app see.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entriesCsv, fieldTitles } from './csv.ts'
import { openScreensService } from './open.ts'
import { DEMO_STAFF_TOKEN } from './seed.ts'
import { signUpPage, signUpSurveyPage } from './sign-up-page.ts'
import { startTestService } from './testing.ts'

let service: Awaited<ReturnType<typeof startTestService>>
// PGlite starts Postgres in WebAssembly: a few seconds, more on a busy machine.
beforeAll(async () => {
  service = await startTestService()
}, 60_000)
afterAll(() => service.close())

const STAFF = { Authorization: `Bearer ${DEMO_STAFF_TOKEN}` }

async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = STAFF) {
  const response = await fetch(`${service.origin}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text,
    json: () => JSON.parse(text) as Record<string, unknown>,
  }
}

const page = (token: string, action: string) => `/edu/screens-api/pages/${token}/${action}`
const config = (token: string) => `/edu/api/reabs/activity/page/config?token=${token}`

describe('the screens service', () => {
  it('answers the seed pages to the app as screens.get does', async () => {
    const walk = (await send('GET', config('autumn-walk'), undefined, {})).json()
    expect(walk).toMatchObject({
      code: '000000',
      data: { token: 'autumn-walk', id: null, version: 1, config: { title: '秋季健步走挑战赛' } },
    })
    const lecture = (await send('GET', '/edu/api/doabf/activity/page/config?token=health-lecture&id=2', undefined, {})).json()
    expect(lecture).toMatchObject({ data: { id: '2', config: { id: 'activity/health-lecture-2' } } })
    expect((await send('GET', config('nobody-published'), undefined, {})).json()).toMatchObject({
      code: '125000404',
      msg: '活动页面不存在',
    })
  })

  it('saves a draft, publishes it, lists versions, rolls back, and the app sees the live version', async () => {
    expect((await send('PUT', page('clinic-day', 'draft'), { config: signUpPage('clinic-day') })).json()).toMatchObject({
      data: { savedBy: '周婷', config: { title: '社区义诊报名' } },
    })
    // A draft is not published.
    expect((await send('GET', config('clinic-day'), undefined, {})).json()).toMatchObject({ code: '125000404' })
    expect((await send('POST', page('clinic-day', 'publish'))).json()).toMatchObject({ code: '000000', data: { version: 1 } })
    const second = await send('POST', page('clinic-day', 'publish'), { config: signUpPage('clinic-day', '社区义诊报名（第二场）') })
    expect(second.json()).toMatchObject({ data: { version: 2 } })
    expect((await send('GET', config('clinic-day'), undefined, {})).json()).toMatchObject({
      data: { version: 2, config: { title: '社区义诊报名（第二场）' } },
    })

    const versions = (await send('GET', page('clinic-day', 'versions'))).json().data as {
      version: number
      live: boolean
      publishedBy: string
    }[]
    expect(versions.map((v) => [v.version, v.live, v.publishedBy])).toEqual([
      [2, true, '周婷'],
      [1, false, '周婷'],
    ])
    expect((await send('POST', page('clinic-day', 'rollback'), { version: 1 })).json()).toMatchObject({ data: { version: 1 } })
    expect((await send('GET', config('clinic-day'), undefined, {})).json()).toMatchObject({
      data: { version: 1, config: { title: '社区义诊报名' } },
    })
    expect((await send('POST', page('clinic-day', 'rollback'), { version: 9 })).json()).toMatchObject({
      code: '125000404',
      msg: '没有第 9 版，可用 screens versions 查看已发布的版本',
    })
  })

  it("opens a draft for its preview link's key, without a staff token; the key stays across saves", async () => {
    const saved = (await send('PUT', page('preview-day', 'draft'), { config: signUpPage('preview-day') })).json().data as {
      previewKey: string
    }
    expect(saved.previewKey).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const draft = (key: string) => `/edu/api/reabs/activity/page/draft?token=preview-day&key=${key}`
    expect((await send('GET', draft(saved.previewKey), undefined, {})).json()).toMatchObject({
      code: '000000',
      data: { token: 'preview-day', id: null, config: { title: '社区义诊报名' } },
    })
    const again = (await send('PUT', page('preview-day', 'draft'), { config: signUpPage('preview-day', '第二稿') })).json()
    expect(again).toMatchObject({ data: { previewKey: saved.previewKey } })
    expect((await send('GET', draft(saved.previewKey), undefined, {})).json()).toMatchObject({ data: { config: { title: '第二稿' } } })
    // A wrong key, no key, and a page with no draft all answer as a page nobody made.
    for (const path of [draft('x'.repeat(22)), draft(''), '/edu/api/reabs/activity/page/draft?token=autumn-walk&key=abc']) {
      expect((await send('GET', path, undefined, {})).json()).toMatchObject({ code: '125000404', msg: '活动页面不存在' })
    }
    // Still a draft: the public address has nothing yet.
    expect((await send('GET', config('preview-day'), undefined, {})).json()).toMatchObject({ code: '125000404' })
  })

  it("tells staff this machine's network addresses, for a phone's preview link", async () => {
    const answer = (await send('GET', '/edu/screens-api/network')).json() as { data: { addresses: string[] } }
    for (const address of answer.data.addresses) expect(address).toMatch(/^\d+\.\d+\.\d+\.\d+$/)
    expect((await send('GET', '/edu/screens-api/network', undefined, {})).status).toBe(403)
  })

  it('refuses a config with problems, naming each with its JSON path, and publishes nothing', async () => {
    const broken = { ...signUpPage('broken-day'), body: [{ type: 'buton', text: '报名' }] }
    const answer = await send('POST', page('broken-day', 'publish'), { config: broken })
    expect(answer.status).toBe(400)
    const body = answer.json() as { msg: string; problems: string[] }
    expect(body.msg).toMatch(/^页面配置有 \d+ 处问题，未发布/)
    expect(body.problems.join('\n')).toContain('screens/published/broken-day.json:13:7 (/body/0/type) 未知的节点类型“buton”')
    const elsewhere = await send('POST', page('other-day', 'publish'), { config: signUpPage('clinic-day') })
    expect((elsewhere.json() as { problems: string[] }).problems).toEqual([
      'screens/published/other-day.json:/routes/0/path: 应为 /activity/page/other-day（活动页面的地址由它的第一个路由决定）',
    ])
    expect((await send('GET', config('broken-day'), undefined, {})).json()).toMatchObject({ code: '125000404' })
  })

  it('refuses every staff call without the staff role: 403 with a Chinese message, nothing changed', async () => {
    await service.service.staff(DEMO_STAFF_TOKEN) // the demo staff member is staff
    const refusals = [
      ['PUT', 'draft', { config: signUpPage('autumn-walk') }],
      ['GET', 'draft', undefined],
      ['POST', 'publish', { config: signUpPage('autumn-walk') }],
      ['GET', 'versions', undefined],
      ['POST', 'rollback', { version: 1 }],
      ['GET', 'entries', undefined],
      ['GET', 'entries.csv', undefined],
    ] as const
    const callers: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer mock-resident-0123456789abcdef' },
      { Authorization: 'Basic emhvdXRpbmc6MTIzNDU2' },
    ]
    for (const headers of callers) {
      for (const [method, action, body] of refusals) {
        const answer = await send(method, page('autumn-walk', action), body, headers)
        expect(answer.status, `${method} ${action}`).toBe(403)
        expect(answer.json()).toMatchObject({ code: '125000403', msg: expect.stringContaining('没有发布权限') as string })
      }
    }
    expect((await send('GET', page('autumn-walk', 'versions'))).json()).toMatchObject({ data: [{ version: 1, live: true }] })
  })

  it("keeps a form's entries for staff to list and download as CSV, with the page's live version", async () => {
    await send('POST', page('fair', 'publish'), { config: signUpPage('fair') })
    const entry = async (values: Record<string, unknown>) =>
      (await send('POST', '/edu/api/reabs/activity/page/entry', { token: 'fair', values }, { 'user-token': 'whoever' })).json()
    expect(await entry({ name: '林晓燕', phone: '15858201234', note: '想问问"三高"怎么吃，谢谢' })).toMatchObject({
      code: '000000',
      data: { entryId: expect.any(Number) as number, version: 1 },
    })
    await entry({ name: '王建国, 退休', phone: '13905710001', note: '=HYPERLINK("x")\n第二行' })
    expect(await entry({ name: '长'.repeat(501) })).toMatchObject({
      code: '125000400',
      msg: '参数校验失败：字段 values.name 不能超过 500 个字符',
    })
    expect(await entry({ a: 1, b: 2, ...Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, i])) })).toMatchObject({
      code: '125000400',
    })
    expect((await send('POST', '/edu/api/reabs/activity/page/entry', { token: 'nowhere', values: {} }, {})).json()).toMatchObject({
      code: '125000404',
      msg: '活动页面不存在',
    })

    const listed = (await send('GET', page('fair', 'entries'))).json().data as { values: Record<string, string> }[]
    expect(listed.map((e) => e.values.name)).toEqual(['林晓燕', '王建国, 退休'])

    const csv = await send('GET', page('fair', 'entries.csv'))
    expect(csv.type).toBe('text/csv;charset=UTF-8')
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe('编号,提交时间,版本,姓名,手机号,想咨询的问题')
    expect(lines[1]).toMatch(/^\d+,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},1,林晓燕,15858201234,"想问问""三高""怎么吃，谢谢"$/)
    // A line break inside a field stays inside its quotes; a formula is led by an apostrophe.
    expect(lines[2]).toMatch(/,"王建国, 退休",13905710001,"'=HYPERLINK\(""x""\)\n第二行"$/)
    expect(lines).toHaveLength(4) // header, two entries, the final CRLF
    // The byte-order mark that tells Excel the file is UTF-8 (fetch's text() drops it, so read the bytes).
    const bytes = new Uint8Array(await (await fetch(`${service.origin}${page('fair', 'entries.csv')}`, { headers: STAFF })).arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })
})

describe('entries as CSV', () => {
  it("titles the columns as the page asks: a questionnaire's questions, a form's fields", () => {
    const titles = { name: '姓名', phone: '手机号', note: '想咨询的问题' }
    expect(fieldTitles(signUpSurveyPage('fair'))).toEqual(titles)
    expect(fieldTitles(signUpPage('fair'))).toEqual(titles)
  })

  it('writes every field any entry has, ticks and lists in words', () => {
    const csv = entriesCsv([
      { entryId: 1, version: 2, submitTime: '2026-11-29 09:00:00', values: { 姓名: '林晓燕', 同意: true } },
      { entryId: 2, version: 2, submitTime: '2026-11-29 09:05:00', values: { 姓名: '陈, 立新', 时段: ['上午', '下午'], 人数: -2 } },
    ])
    expect(csv).toBe(
      '\uFEFF编号,提交时间,版本,姓名,同意,时段,人数\r\n1,2026-11-29 09:00:00,2,林晓燕,是,,\r\n2,2026-11-29 09:05:00,2,"陈, 立新",,上午、下午,-2\r\n',
    )
  })
})

describe("staff's pictures", () => {
  // A 1×1 PNG, and bytes that only claim to be one.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
  const upload = (body: Buffer, headers: Record<string, string> = STAFF) =>
    fetch(`${service.origin}/edu/screens-api/assets`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'image/png' },
      body: new Blob([new Uint8Array(body)]),
    })

  it('keeps a staff picture and serves it to anyone at its address on this site, cached for good', async () => {
    const answer = (await (await upload(png)).json()) as { code: string; data: { id: string; url: string; contentType: string } }
    expect(answer).toMatchObject({
      code: '000000',
      data: { contentType: 'image/png', url: expect.stringMatching(/^\/edu\/screens-api\/assets\/[0-9a-f]{32}$/) as string },
    })
    const again = (await (await upload(png)).json()) as { data: { url: string } }
    expect(again.data.url).toBe(answer.data.url)
    const served = await fetch(`${service.origin}${answer.data.url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
    // The address passes the image rule, so a banner may use it: the service publishes the page.
    const banner = {
      ...signUpPage('picture-day'),
      body: [{ type: 'banner', title: '义诊进社区', picture: { src: answer.data.url, fit: 'cover' } }],
    }
    expect((await send('POST', page('picture-day', 'publish'), { config: banner })).json()).toMatchObject({ code: '000000' })
  })

  it('refuses an upload without a staff token, a file that is not a picture, one over 2 MB, and an unknown picture', async () => {
    expect((await upload(png, {})).status).toBe(403)
    const fake = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))
    expect(await fake.json()).toMatchObject({ code: '125000400', msg: '参数校验失败：只能上传 PNG、JPEG 或 WebP 图片' })
    const huge = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)])
    await expect(service.service.uploadAsset(DEMO_STAFF_TOKEN, huge)).rejects.toMatchObject({
      status: 413,
      message: '图片不能超过 2 MB，请压缩后再上传',
    })
    expect((await send('GET', '/edu/screens-api/assets/0123456789abcdef0123456789abcdef', undefined, {})).json()).toMatchObject({
      code: '125000404',
      msg: '图片不存在',
    })
  })
})

describe('the embedded store', () => {
  it('keeps what was published across a restart, and seeds only a new store', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'screens-data-'))
    try {
      const first = await openScreensService({ SCREENS_DATA_DIR: dir })
      await first.service.publish(DEMO_STAFF_TOKEN, { token: 'kept', id: null }, signUpPage('kept'))
      await first.service.rollback(DEMO_STAFF_TOKEN, { token: 'autumn-walk', id: null }, 1)
      await first.database.close()
      const again = await openScreensService({ SCREENS_DATA_DIR: dir })
      expect(await again.service.published({ token: 'kept', id: null })).toMatchObject({ version: 1, config: { title: '社区义诊报名' } })
      expect(await again.service.versions(DEMO_STAFF_TOKEN, { token: 'autumn-walk', id: null })).toHaveLength(1)
      await again.database.close()
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
