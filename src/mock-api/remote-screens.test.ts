// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { checkRemoteScreen } from '../engine/remote/check-remote-screen'
import { createRendererEngine } from '../../renderers/shared/testing'
import { mockServer, resetMockBackend } from './node'
import { PUBLISHED_SCREENS } from './seed/remote-screens'
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
})
