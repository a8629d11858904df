import { fireEvent, screen } from '@testing-library/react'
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

  it("runs a link tab's actions and stays on the tab shown", async () => {
    const { recorded } = renderScreenWith(screenOf([{ ...tabs, active: 'b' }]))
    expect(screen.getByText('乙的内容')).toBeTruthy()
    await settle(() => fireEvent.click(screen.getByText('去别处')))
    expect(recorded.navigations).toEqual([{ to: '/elsewhere', replace: false }])
    expect(screen.getByText('乙的内容')).toBeTruthy()
  })
})
