import { act, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { CallSource, Screen } from '../../generated/screen'
import { renderScreen } from '../testing'
import { registerTestRenderers } from '../test-renderers'
import type { Engine } from '../engine'

// The engine follows whatever events the app registers; the schema lists the app's own names, so this test's
// event is cast to that list.
const EVENT = 'inbox.changed' as CallSource['refreshOn']

const configWith = (refreshOn: CallSource['refreshOn']): Screen => ({
  $schema: '',
  id: 't/refresh-on',
  routes: [{ path: '/t', auth: 'none' }],
  data: { count: { call: 'messages.unreadCount', refreshOn } },
  body: [{ type: 'text', text: 'unread: {{ data.count }}' }],
})

const withEvent = (engine: Engine) => {
  registerTestRenderers(engine)
  engine.registerAppEvent('inbox.changed', 'the inbox has a new item')
}

describe('a call source with refreshOn', () => {
  it('fetches again each time its app event happens, and stops listening when the screen goes', async () => {
    let unread = 1
    const { engine, unmount } = renderScreen(configWith(EVENT), { calls: { 'messages.unreadCount': () => unread }, setup: withEvent })
    expect(await screen.findByText('unread: 1')).toBeTruthy()
    unread = 2
    act(() => engine.services.emit('inbox.changed'))
    expect(await screen.findByText('unread: 2')).toBeTruthy()
    const asked = engine.recorded.calls.length
    unmount()
    engine.services.emit('inbox.changed')
    expect(engine.recorded.calls.length).toBe(asked)
  })

  it('follows no event the app did not register, and warns which ones it has', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    let unread = 1
    const { engine } = renderScreen(configWith(EVENT), { calls: { 'messages.unreadCount': () => unread }, dev: true })
    expect(await screen.findByText('unread: 1')).toBeTruthy()
    unread = 2
    act(() => engine.services.emit('inbox.changed'))
    expect(engine.recorded.calls).toHaveLength(1)
    expect(warn).toHaveBeenCalledWith('[screen] refreshOn: "inbox.changed" is no app event (registered: none)')
    warn.mockRestore()
  })
})
