// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { checkRemoteScreen } from '../engine/remote/check-remote-screen'
import { createRendererEngine } from '../../renderers/shared/testing'
import { mockServer, resetMockBackend } from './node'
import { PUBLISHED_SCREENS, SEED_DRAFT } from './seed/remote-screens'
import { sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

describe('published screens (screens.get)', () => {
  it('answers a config by token, and by token and id, to anyone', async () => {
    const walk = await sendCall('screens.get', { token: 'autumn-walk' })
    expect(walk.body.code).toBe('000000')
    expect(walk.body.data).toMatchObject({ token: 'autumn-walk', id: null, config: { title: '秋季健步走挑战赛' } })
    const lecture = await sendCall('screens.get', { token: 'health-lecture', id: '2' })
    expect(lecture.body.data).toMatchObject({ id: '2', config: { id: 'activity/health-lecture-2' } })
  })

  it('answers 125000404 for a token nobody published', async () => {
    const { body } = await sendCall('screens.get', { token: 'no-such-page' })
    expect(body).toMatchObject({ code: '125000404', msg: '活动页面不存在' })
  })

  it("publishes configs that pass the app's check, except the broken one on purpose", async () => {
    const engine = createRendererEngine()
    for (const published of PUBLISHED_SCREENS) {
      const loaded = await checkRemoteScreen(published.config, `remote:${published.token}`, engine, location.origin)
      if (published.token === 'broken-activity') {
        expect(loaded.problems.map((p) => p.path)).toEqual(['/body/0/type', '/body/1/press/action'])
      } else expect(loaded.problems, published.token).toEqual([])
    }
  })

  it("keeps a form's entry for a published page, and refuses values past their bounds", async () => {
    const { body } = await sendCall('screens.submitEntry', { token: 'autumn-walk', values: { name: '林晓燕', days: ['周六'] } })
    expect(body).toMatchObject({ code: '000000', data: { version: 3, entryId: expect.any(Number) as number } })
    const long = await sendCall('screens.submitEntry', { token: 'autumn-walk', values: { name: '长'.repeat(501) } })
    expect(long.body).toMatchObject({ code: '125000400', msg: '参数校验失败：字段 values.name 不能超过 500 个字符' })
    const nowhere = await sendCall('screens.submitEntry', { token: 'no-such-page', values: {} })
    expect(nowhere.body).toMatchObject({ code: '125000404', msg: '活动页面不存在' })
  })

  it("answers a draft to its preview link's key only, and the draft passes the app's check", async () => {
    const { body } = await sendCall('screens.preview', { token: 'autumn-walk', key: SEED_DRAFT.previewKey })
    expect(body).toMatchObject({ code: '000000', data: { token: 'autumn-walk', version: 0, config: { title: '秋季健步走挑战赛' } } })
    const wrong = await sendCall('screens.preview', { token: 'autumn-walk', key: 'guess' })
    expect(wrong.body).toMatchObject({ code: '125000404', msg: '活动页面不存在' })
    const loaded = await checkRemoteScreen(SEED_DRAFT.config, 'remote:autumn-walk', createRendererEngine(), location.origin)
    expect(loaded.problems).toEqual([])
  })
})
