import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { NodeConfig } from '../../src/engine'
import { unreadBadge } from './Header'
import { renderConfig } from '../shared/testing'
import { settle } from '../../src/engine/testing'

function page(props: Record<string, unknown> = {}): NodeConfig {
  return { type: 'page', body: [{ type: 'text', text: '正文' }], ...props }
}

describe('page', () => {
  it('uses 大专家 as the title when the screen has none', () => {
    renderConfig([page()])
    expect(document.title).toBe('大专家')
    expect(screen.getByRole('heading', { level: 1, name: '大专家' })).toBeTruthy()
    expect(screen.getByText('正文')).toBeTruthy()
  })

  it('shows the screen title in the header and the document', () => {
    renderConfig([page({ title: '积分明细' })])
    expect(document.title).toBe('积分明细')
    expect(within(screen.getByRole('banner')).getByText('积分明细')).toBeTruthy()
  })

  it('goes back when the back arrow is pressed', async () => {
    const { recorded } = renderConfig([page()])
    await settle(() => fireEvent.click(screen.getByRole('button', { name: '返回' })))
    expect(recorded.backs).toBe(1)
  })

  it('can leave out the back arrow', () => {
    renderConfig([page({ header: { back: false } })])
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull()
  })

  it('shows right buttons that run their actions', async () => {
    const { recorded } = renderConfig([page({ header: { right: [{ text: '规则', press: { action: 'navigate', to: '/points/rules' } }] } })])
    await settle(() => fireEvent.click(screen.getByRole('button', { name: '规则' })))
    expect(recorded.navigations).toEqual([{ to: '/points/rules', replace: false }])
  })

  it('shows the unread count on the bell and opens the message centre by default', async () => {
    const { recorded } = renderConfig([page({ header: { bell: { count: '{{ data.unread }}' } } })], { scope: { data: { unread: 7 } } })
    const bell = screen.getByRole('button', { name: /消息/ })
    expect(within(bell).getByText('7')).toBeTruthy()
    await settle(() => fireEvent.click(bell))
    expect(recorded.navigations).toEqual([{ to: '/messagecenter/conversation/list', replace: false }])
  })

  it('shows at most 99 on the bell, then 99+', () => {
    renderConfig([page({ header: { bell: { count: 120 } } })])
    expect(within(screen.getByRole('button', { name: /消息/ })).getByText('99+')).toBeTruthy()
    expect(unreadBadge(99)).toBe('99')
    expect(unreadBadge(100)).toBe('99+')
    expect(unreadBadge(0)).toBeUndefined()
    expect(unreadBadge(undefined)).toBeUndefined()
  })

  it('shows no count on the bell when nothing is unread, and runs bell.press when given', async () => {
    const { recorded } = renderConfig([page({ header: { bell: { count: 0, press: { action: 'toast', text: '没有新消息' } } } })])
    const bell = screen.getByRole('button', { name: '消息' })
    expect(bell.textContent).toBe('')
    await settle(() => fireEvent.click(bell))
    expect(recorded.toasts.map((t) => t.text)).toEqual(['没有新消息'])
    expect(recorded.navigations).toEqual([])
  })

  it('hides the header when the host hides it (native app, WeChat, hideHeader stored)', () => {
    renderConfig([page({ title: '首页' })], { scope: { client: { headerHidden: true } } })
    expect(screen.queryByRole('banner')).toBeNull()
    expect(document.title).toBe('首页')
    expect(screen.getByText('正文')).toBeTruthy()
  })

  it('hides the header when the screen says header.visible is false', () => {
    renderConfig([page({ header: { visible: '{{ query.embed != 1 }}' } })], { scope: { query: { embed: '1' } } })
    expect(screen.queryByRole('banner')).toBeNull()
  })

  it('shows footer nodes in a footer outside the scrolling body', () => {
    renderConfig([page({ footer: [{ type: 'button', text: '确认添加', press: { action: 'back' } }] })])
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('button', { name: '确认添加' })).toBeTruthy()
    expect(within(screen.getByRole('main')).queryByText('确认添加')).toBeNull()
  })

  it('has no footer when the screen has no footer nodes', () => {
    renderConfig([page({ footer: [] })])
    expect(screen.queryByRole('contentinfo')).toBeNull()
  })
})
