// Issue 33, finding 9, in the engine: a source whose call fails and that says nothing of its own (no catch, no
// record) is shown failed where it is read, once, with 点击重试; the other nodes reading it draw nothing (no
// skeleton or empty state left waiting); 点击重试 fetches it again and the screen draws. A failed source no node
// reads reaches the page as `failed`.
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Screen } from '../types'
import { registerTestRenderers } from '../test-renderers'
import { renderScreen, settle } from '../testing'

const serverBusy = () => Object.assign(new Error('服务器繁忙,请稍后重试'), { code: 500 })

describe('a failed source', () => {
  it('is shown once where it is read, with 点击重试 that draws the screen once the call answers', async () => {
    let fail = true
    const config: Screen = {
      $schema: '',
      id: 't/fail',
      routes: [{ path: '/t', auth: 'none' }],
      title: '学分记录',
      data: { credits: { call: 'credit.record' }, tips: { static: ['按时学习'] } },
      body: [
        { type: 'text', text: '加载中', visible: '{{ !data.credits }}' },
        { type: 'text', text: '总学分 {{ data.credits.total }}' },
        { type: 'text', text: '{{ data.tips[0] }}' },
      ],
    }
    const { engine } = renderScreen(config, {
      calls: {
        'credit.record': () => {
          if (fail) throw serverBusy()
          return { total: 12 }
        },
      },
    })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('服务器繁忙,请稍后重试点击重试')
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(screen.queryByText('加载中')).toBeNull()
    expect(screen.queryByText(/总学分/)).toBeNull()
    // What did not fail still draws; the title stays.
    expect(screen.getByText('按时学习')).toBeTruthy()
    expect(screen.getByRole('heading').textContent).toBe('学分记录')
    fail = false
    await settle(() => screen.getByRole('button', { name: '点击重试' }).click())
    expect(await screen.findByText('总学分 12')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(engine.recorded.calls.map((c) => c.name)).toEqual(['credit.record', 'credit.record'])
  })

  it('that only the title reads reaches the page as failed, naming it', async () => {
    let failed: unknown
    const config: Screen = {
      $schema: '',
      id: 't/title-only',
      routes: [{ path: '/t', auth: 'none' }],
      title: "{{ data.info.title ?? '在线交流' }}",
      data: { info: { call: 'chat.history', params: { chatCode: 'C1' } } },
      body: [{ type: 'text', text: '聊天' }],
    }
    renderScreen(config, {
      calls: { 'chat.history': () => Promise.reject(serverBusy()) },
      setup: (engine) => {
        registerTestRenderers(engine)
        engine.registerRenderer(
          {
            type: 'page',
            raw: ['body'],
            component: ({ node, ctx }) => {
              failed = (node as { failed?: unknown }).failed
              return <main>{ctx.render((node as { body?: never[] }).body)}</main>
            },
          },
          { override: true },
        )
      },
    })
    await screen.findByText('聊天')
    await settle(() => Promise.resolve())
    expect(failed).toEqual({ sources: ['info'], message: '服务器繁忙,请稍后重试' })
  })
})
