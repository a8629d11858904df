import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Screen } from '../types'
import { renderScreen } from '../testing'
import { settle } from '../testing'
import { registerTestRenderers } from '../test-renderers'

describe('a call source with catch actions', () => {
  it('runs them with the error when the call fails, and a reload that succeeds shows the data', async () => {
    let fail = true
    const config: Screen = {
      $schema: '',
      id: 't/catch',
      routes: [{ path: '/t', auth: 'none' }],
      state: { failed: false },
      data: {
        piece: {
          call: 'content.news',
          params: { contentId: '7' },
          catch: [{ action: 'set', key: 'failed', value: '{{ error.message }}' }],
        },
      },
      body: [
        { type: 'text', text: 'failed: {{ state.failed }}' },
        { type: 'text', text: 'title: {{ data.piece.title }}' },
        {
          type: 'button',
          text: 'refresh',
          press: [
            { action: 'set', key: 'failed', value: false },
            { action: 'reload', data: ['piece'] },
          ],
        },
      ],
    }
    const { engine } = renderScreen(config, {
      calls: {
        'content.news': () => {
          if (fail) throw new Error('服务器繁忙,请稍后重试')
          return { title: '社区早筛' }
        },
      },
    })
    expect(await screen.findByText('failed: 服务器繁忙,请稍后重试')).toBeTruthy()
    fail = false
    await settle(() => screen.getByText('refresh').click())
    expect(await screen.findByText('title: 社区早筛')).toBeTruthy()
    expect(screen.getByText('failed: false')).toBeTruthy()
    // The catch actions are not part of the request.
    expect(engine.recorded.calls.map((c) => c.args)).toEqual([{ contentId: '7' }, { contentId: '7' }])
  })
})

describe('the navigate action with content', () => {
  const config: Screen = {
    $schema: '',
    id: 't/open',
    routes: [{ path: '/t', auth: 'none' }],
    body: [{ type: 'button', text: 'open', press: { action: 'navigate', content: { type: 'live', id: 'L001' }, query: { from: 'feed' } } }],
  }

  it("goes to the address the app's link table gives, with the query", async () => {
    const links = vi.fn(async ({ type, id }: { type: string; id: string }) => `/links/${type}/${id}`)
    const { engine } = renderScreen(config, {
      setup: (e) => {
        registerTestRenderers(e)
        e.registerLinks(links)
      },
    })
    await settle(() => screen.getByText('open').click())
    // The app's table may load on first use.
    await waitFor(() => expect(engine.recorded.navigations).toEqual([{ to: '/links/live/L001?from=feed', replace: false }]))
    expect(links).toHaveBeenCalledWith({ type: 'live', id: 'L001' })
  })

  it('goes nowhere without a link table, and says why', async () => {
    const { engine } = renderScreen(config)
    await settle(() => screen.getByText('open').click())
    await waitFor(() =>
      expect(engine.recorded.reports.map((r) => String(r.error))).toContain(
        'Error: no link table is registered (engine.registerLinks) to open live L001',
      ),
    )
    expect(engine.recorded.navigations).toEqual([])
  })
})
