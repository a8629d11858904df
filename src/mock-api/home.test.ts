// The homes' calls answer from one seed: a feed card opens the same piece, albums hold seeded pieces, and the
// filters do what the screens ask.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mockServer, resetMockBackend } from './node'
import { sendCall } from './testing'
import { entries, tabBar } from './seed/home'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

type Card = { contentId: string; title: string; link: string; contentType: string; category: string }
type Page = { records: Card[]; total: number }

describe('home calls of the embedded backend', () => {
  it('gives each home entries that open real screens, never the 暂无数据 placeholder', () => {
    for (const role of ['doctor', 'health'] as const)
      for (const entry of entries(role)) expect(entry.link, `${role} home: ${entry.name}`).not.toMatch(/^\/home\/noData/)
    expect(entries('health').find((e) => e.name === '在线问诊')?.link).toBe('/health/health-consultation/home')
  })

  it('gives each home its own tab bar, with icons it serves itself', async () => {
    const doctor = tabBar('dzj')
    expect(doctor.map((t) => t.tabName)).toEqual(['首页', '医脑', '消息', '我的'])
    expect(doctor[0].iconUrl.startsWith('data:image/svg+xml')).toBe(true)
    const health = (await sendCall('homepage.tabBarIcons', { clientRole: 'health' })).body.data as Array<{ link: string }>
    expect(health.map((t) => t.link)).toEqual([
      '/health/client/home',
      '/health/client/portrait',
      '/messagecenter/conversation/list',
      '/health/client/user-center',
    ])
  })

  it('feeds a home its audience only, and a card opens the same piece', async () => {
    const health = (await sendCall('content.feed', { current: 1, size: 50, clientRole: 'health' })).body.data as Page
    expect(health.records.some((c) => c.contentType === 'article')).toBe(false)
    const first = health.records[0]
    expect(first.link).toBe(`/news/view/${first.contentId}`)
    const detail = (await sendCall('content.news', { contentId: first.contentId })).body.data as { title: string }
    expect(detail.title).toBe(first.title)
  })

  it('filters by kind and category, page by page', async () => {
    const knowledge = (await sendCall('content.feed', { current: 1, size: 3, contentType: 'popular', category: '慢病管理' })).body
      .data as Page
    expect(knowledge.records.every((c) => c.contentType === 'popular' && c.category === '慢病管理')).toBe(true)
    expect(knowledge.total).toBe(2)
  })

  it('answers an album by code or by id, and an unknown one as missing', async () => {
    const byCode = (await sendCall('album.detail', { albumCode: 'ALB002' })).body.data as { title: string; contents: Card[] }
    const byId = (await sendCall('album.detail', { id: '2' })).body.data as { title: string }
    expect(byCode.title).toBe('癌症早筛专题')
    expect(byId.title).toBe('癌症早筛专题')
    expect(byCode.contents.map((c) => c.contentId)).toEqual(['4', '11', '18', '9', '8'])
    const missing = await sendCall('album.detail', { albumCode: 'NOPE' })
    expect([missing.body.code, missing.body.msg]).toEqual(['125000404', '专辑不存在'])
  })
})
