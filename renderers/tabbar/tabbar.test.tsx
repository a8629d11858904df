import { fireEvent, screen } from '@testing-library/react'
import { beforeAll, afterEach, describe, expect, it } from 'vitest'
import { renderConfig } from '../shared/testing'
import { definition as tabbarDefinition } from '../tabbar'

const tabs = [
  {
    tabCode: 'home',
    tabName: '首页',
    link: '/health/client/home',
    iconUrl: 'data:image/svg+xml,h',
    selectedIconUrl: 'data:image/svg+xml,H',
  },
  {
    tabCode: 'message',
    tabName: '消息',
    link: '/messagecenter/conversation/list',
    iconUrl: 'data:image/svg+xml,m',
    selectedIconUrl: 'data:image/svg+xml,M',
  },
]
const node = {
  type: 'tabbar',
  items: '{{ data.tabs }}',
  tab: {
    key: '{{ item.tabCode }}',
    title: '{{ item.tabName }}',
    icon: '{{ item.iconUrl }}',
    activeIcon: '{{ item.selectedIconUrl }}',
    to: '{{ item.link }}',
    badge: "{{ item.tabCode == 'message' ? data.unread : 0 }}",
  },
}

// The renderer is its own chunk: loaded before the tests draw it, as a screen's preload does.
beforeAll(async () => {
  await Promise.all([tabbarDefinition.preload?.()])
})

describe('tabbar', () => {
  afterEach(() => history.replaceState(null, '', '/'))

  it('marks the tab of the current page, with its selected icon', () => {
    history.replaceState(null, '', `${import.meta.env.BASE_URL}health/client/home`)
    renderConfig([node], { scope: { data: { tabs, unread: 3 } } })
    const nav = screen.getByRole('navigation', { name: '底部导航' })
    const home = screen.getByRole('button', { name: '首页' })
    expect(nav.contains(home)).toBe(true)
    expect(home.getAttribute('aria-current')).toBe('page')
    expect(home.querySelector('img')?.getAttribute('src')).toBe('data:image/svg+xml,H')
    expect(screen.getByRole('button', { name: /消息/ }).getAttribute('aria-current')).toBeNull()
  })

  it('opens another tab in place of this page, and stays on the current one', () => {
    history.replaceState(null, '', `${import.meta.env.BASE_URL}health/client/home`)
    const { recorded } = renderConfig([node], { scope: { data: { tabs, unread: 0 } } })
    fireEvent.click(screen.getByRole('button', { name: '首页' }))
    fireEvent.click(screen.getByRole('button', { name: /消息/ }))
    expect(recorded.navigations).toEqual([{ to: '/messagecenter/conversation/list', replace: true }])
  })

  it('shows a badge, 99+ above 99, none at 0', () => {
    renderConfig([node], { scope: { data: { tabs, unread: 126 } } })
    expect(screen.getByRole('button', { name: /消息/ }).textContent).toContain('99+')
  })

  it('takes the active tab from the config when given', () => {
    renderConfig([{ ...node, active: 'message' }], { scope: { data: { tabs, unread: 0 } } })
    expect(screen.getByRole('button', { name: '消息' }).getAttribute('aria-current')).toBe('page')
  })
})
