import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Screen } from '../types'
import { renderScreen } from '../testing'

describe('a call source with refreshOn', () => {
  it('fetches again each time its app event happens, and stops listening when the screen goes', async () => {
    let unread = 1
    const config: Screen = {
      $schema: '',
      id: 't/refresh-on',
      routes: [{ path: '/t', auth: 'none' }],
      data: { count: { call: 'messages.unreadCount', refreshOn: 'chat.message' } },
      body: [{ type: 'text', text: 'unread: {{ data.count }}' }],
    }
    const { engine, unmount } = renderScreen(config, { calls: { 'messages.unreadCount': () => unread } })
    expect(await screen.findByText('unread: 1')).toBeTruthy()
    unread = 2
    act(() => engine.services.emit('chat.message'))
    expect(await screen.findByText('unread: 2')).toBeTruthy()
    const asked = engine.recorded.calls.length
    unmount()
    engine.services.emit('chat.message')
    expect(engine.recorded.calls.length).toBe(asked)
  })
})
