import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Screen } from '../types'
import { renderScreen } from '../testing'
import { settle } from '../testing'

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
  it('goes to the address of the content link patterns', async () => {
    const config: Screen = {
      $schema: '',
      id: 't/open',
      routes: [{ path: '/t', auth: 'none' }],
      body: [
        { type: 'button', text: 'open', press: { action: 'navigate', content: { type: 'live', id: 'L001' }, query: { from: 'feed' } } },
      ],
    }
    const { engine } = renderScreen(config)
    await settle(() => screen.getByText('open').click())
    // The pattern table is fetched on first use.
    await waitFor(() => expect(engine.recorded.navigations).toEqual([{ to: '/pedia/live/detail/L001?from=feed', replace: false }]))
  })
})
