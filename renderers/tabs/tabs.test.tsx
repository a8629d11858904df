import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { NodeConfig } from '../../src/engine'
import { renderScreenWith, screenOf } from '../list/testing'
import { settle } from '../../src/engine/testing'

const tabs: NodeConfig = {
  type: 'tabs',
  state: 'tab',
  tabs: [
    { key: 'a', title: '{{ "甲" }}', body: [{ type: 'text', text: '甲的内容' }] },
    { key: 'b', title: '乙', body: [{ type: 'text', text: '乙的内容 {{ state.tab }}' }] },
    { key: 'go', title: '去别处', press: { action: 'navigate', to: '/elsewhere' } },
  ],
}

describe('tabs', () => {
  it('shows the first tab with a body, builds another only when chosen, and keeps the key in state', async () => {
    renderScreenWith(screenOf([tabs]))
    expect(screen.getByText('甲')).toBeTruthy()
    expect(screen.getByText('甲的内容')).toBeTruthy()
    expect(screen.queryByText(/乙的内容/)).toBeNull()
    await settle(() => fireEvent.click(screen.getByText('乙')))
    expect(screen.getByText('乙的内容 b')).toBeTruthy()
  })

  it('is a WAI-ARIA tab list: the chosen tab selected and alone in the tab order, its panel named by it', async () => {
    renderScreenWith(screenOf([tabs]))
    const [a, b, go] = within(screen.getByRole('tablist')).getAllByRole('tab')
    expect([a, b, go].map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false'])
    expect([a, b, go].map((t) => t.tabIndex)).toEqual([0, -1, -1])
    const panel = screen.getByRole('tabpanel')
    expect(a.getAttribute('aria-controls')).toBe(panel.id)
    expect(panel.getAttribute('aria-labelledby')).toBe(a.id)
    expect(within(panel).getByText('甲的内容')).toBeTruthy()
    // A panel not built yet is not named (axe fails a reference to an id not in the page); a link has none.
    expect(b.hasAttribute('aria-controls')).toBe(false)
    expect(go.hasAttribute('aria-controls')).toBe(false)
    await settle(() => fireEvent.click(b))
    expect(b.getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel').id)
    expect([a, b].map((t) => t.tabIndex)).toEqual([-1, 0])
  })

  it('moves between tabs with the arrows, Home and End, choosing each except a link, which only takes focus', async () => {
    const { recorded } = renderScreenWith(screenOf([tabs]))
    const [a, b, go] = screen.getAllByRole('tab')
    a.focus()
    await settle(() => fireEvent.keyDown(a, { key: 'ArrowRight' }))
    expect(document.activeElement).toBe(b)
    expect(b.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').textContent).toBe('乙的内容 b')
    await settle(() => fireEvent.keyDown(b, { key: 'ArrowRight' }))
    expect(document.activeElement).toBe(go)
    expect(b.getAttribute('aria-selected')).toBe('true')
    expect(recorded.navigations).toEqual([])
    await settle(() => fireEvent.keyDown(go, { key: 'Home' }))
    expect(document.activeElement).toBe(a)
    expect(a.getAttribute('aria-selected')).toBe('true')
    await settle(() => fireEvent.keyDown(a, { key: 'ArrowLeft' }))
    expect(document.activeElement).toBe(go)
    await settle(() => fireEvent.keyDown(go, { key: 'ArrowLeft' }))
    expect(document.activeElement).toBe(b)
    expect(b.getAttribute('aria-selected')).toBe('true')
    await settle(() => fireEvent.keyDown(b, { key: 'End' }))
    expect(document.activeElement).toBe(go)
    expect(recorded.navigations).toEqual([])
  })

  it('keeps a tab it has shown built but hidden, and shows the same nodes again when it comes back', async () => {
    renderScreenWith(screenOf([tabs]))
    const first = screen.getByText('甲的内容')
    await settle(() => fireEvent.click(screen.getByRole('tab', { name: '乙' })))
    expect(first.isConnected).toBe(true)
    expect(first.closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true)
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1)
    await settle(() => fireEvent.click(screen.getByRole('tab', { name: '甲' })))
    expect(screen.getByText('甲的内容')).toBe(first)
    expect(screen.getByText('乙的内容 a').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true)
  })

  it("runs a link tab's actions and stays on the tab shown", async () => {
    const { recorded } = renderScreenWith(screenOf([{ ...tabs, active: 'b' }]))
    expect(screen.getByText('乙的内容')).toBeTruthy()
    await settle(() => fireEvent.click(screen.getByText('去别处')))
    expect(recorded.navigations).toEqual([{ to: '/elsewhere', replace: false }])
    expect(screen.getByText('乙的内容')).toBeTruthy()
  })
})
