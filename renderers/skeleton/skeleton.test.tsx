import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderNodes } from '../../src/engine/testing'
import { createRendererEngine, renderConfig } from '../shared/testing'
import { settle } from '../../src/engine/testing'

describe('skeleton', () => {
  it('shows a title bar and the rows asked for, announced as loading', () => {
    const { container } = renderConfig([{ type: 'skeleton', rows: 4 }])
    expect(screen.getByRole('status', { name: '加载中…' })).toBeTruthy()
    expect(container.querySelectorAll('.adm-skeleton-title')).toHaveLength(1)
    expect(container.querySelectorAll('.adm-skeleton-paragraph-line')).toHaveLength(4)
    expect(container.querySelector('.adm-skeleton-animated')).toBeTruthy()
  })

  it('keeps the height of what will replace it', () => {
    renderConfig([{ type: 'skeleton', rows: 2, height: 420 }])
    expect(screen.getByRole('status', { name: '加载中…' }).style.minHeight).toBe('420px')
  })

  it('can leave out the title and the animation', () => {
    const { container } = renderConfig([{ type: 'skeleton', title: false, animated: false }])
    expect(container.querySelector('.adm-skeleton-title')).toBeNull()
    expect(container.querySelectorAll('.adm-skeleton-paragraph-line')).toHaveLength(3)
    expect(container.querySelector('.adm-skeleton-animated')).toBeNull()
  })

  it("stands in for its body while a screen's source loads, then shows the body", async () => {
    let answer: (value: unknown) => void = () => undefined
    const engine = createRendererEngine({ calls: { 'home.page': () => new Promise((resolve) => (answer = resolve)) } })
    renderNodes(
      [
        { type: 'skeleton', loading: '{{ !data.home }}', body: [{ type: 'text', text: '{{ data.home.title }}' }] },
        // The other way to write it: a bare skeleton hidden once the data is there.
        { type: 'skeleton', id: 'bare', visible: '{{ !data.home }}', title: false, rows: 1 },
      ],
      { engine, data: { home: { call: 'home.page' } } },
    )
    expect(screen.getAllByRole('status', { name: '加载中…' })).toHaveLength(2)
    await settle(() => answer({ title: '健康首页' }))
    expect(screen.getByText('健康首页')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
  })
})
