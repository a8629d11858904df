import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Screen } from '../types'
import { renderScreen } from '../testing'
import { settle } from '../testing'

describe('data sources', () => {
  it('static, storage and call feed the scope; call params are part of the key', async () => {
    localStorage.setItem('lastArea', JSON.stringify({ name: '朝阳区' }))
    const calls: unknown[] = []
    const config: Screen = {
      $schema: '../../schemas/screen.schema.json',
      id: 't/data',
      routes: [{ path: '/t', auth: 'none' }],
      state: { page: 1 },
      data: {
        greeting: { static: '你好' },
        area: { storage: 'lastArea' },
        missing: { storage: 'nothing', default: '无' },
        bills: { call: 'points.bills', params: { current: '{{ state.page }}', size: 10 } },
        later: { call: 'points.account', when: '{{ state.page > 1 }}' },
      },
      body: [
        { type: 'text', text: '{{ data.greeting }} {{ data.area.name }} {{ data.missing }}' },
        { type: 'text', text: 'page {{ data.bills.current }} later {{ data.later ?? "-" }}' },
        { type: 'button', text: 'next', press: { action: 'set', key: 'page', value: '{{ state.page + 1 }}' } },
      ],
    }
    const { engine } = renderScreen(config, {
      calls: {
        'points.bills': (args: { current: number }) => {
          calls.push(args)
          return { current: args.current }
        },
        'points.account': 'yes',
      },
    })
    expect(await screen.findByText('你好 朝阳区 无')).toBeTruthy()
    expect(await screen.findByText('page 1 later -')).toBeTruthy()
    await settle(() => screen.getByText('next').click())
    expect(await screen.findByText('page 2 later yes')).toBeTruthy()
    expect(calls).toEqual([
      { current: 1, size: 10 },
      { current: 2, size: 10 },
    ])
    expect(engine.recorded.calls.map((c) => c.name)).toEqual(['points.bills', 'points.bills', 'points.account'])
  })

  it('reload fetches a source again', async () => {
    let n = 0
    renderScreen(
      {
        $schema: '',
        id: 't/reload',
        routes: [{ path: '/t', auth: 'none' }],
        data: { unread: { call: 'messages.unreadCount' } },
        body: [
          { type: 'text', text: 'unread {{ data.unread }}' },
          { type: 'button', text: 'again', press: { action: 'reload', data: 'unread' } },
        ],
      },
      { calls: { 'messages.unreadCount': () => ++n } },
    )
    expect(await screen.findByText('unread 1')).toBeTruthy()
    await settle(() => screen.getByText('again').click())
    await waitFor(() => expect(screen.getByText('unread 2')).toBeTruthy())
  })

  it('each engine has its own cache', async () => {
    const config: Screen = {
      $schema: '',
      id: 't/cache',
      routes: [{ path: '/t', auth: 'none' }],
      data: { v: { call: 'x.y' } },
      body: [{ type: 'text', text: 'v={{ data.v }}' }],
    }
    const first = renderScreen(config, { calls: { 'x.y': 'one' } })
    expect(await screen.findByText('v=one')).toBeTruthy()
    first.unmount()
    renderScreen(config, { calls: { 'x.y': 'two' } })
    expect(await screen.findByText('v=two')).toBeTruthy()
  })
})
