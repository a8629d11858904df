import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderConfig } from '../shared/testing'

const body = [{ type: 'text', text: '消息' }]

describe('badge', () => {
  it('shows a count on its body', () => {
    const { container } = renderConfig([{ type: 'badge', content: '{{ state.unread }}', body }], { scope: { state: { unread: 5 } } })
    expect(screen.getByText('消息')).toBeTruthy()
    expect(container.querySelector('.adm-badge-content')?.textContent).toBe('5')
  })

  it('shows 99+ over 99, and max+ over its own max', () => {
    renderConfig([
      { type: 'badge', content: 120, body },
      { type: 'badge', content: '12', max: 9 },
    ])
    expect(screen.getByText('99+')).toBeTruthy()
    expect(screen.getByText('9+')).toBeTruthy()
  })

  it('shows nothing for 0 but keeps its body', () => {
    const { container } = renderConfig([{ type: 'badge', content: '{{ state.unread }}', body }], { scope: { state: { unread: 0 } } })
    expect(screen.getByText('消息')).toBeTruthy()
    expect(container.querySelector('.adm-badge')).toBeNull()
  })

  it('shows a dot or a text, alone', () => {
    const { container } = renderConfig([
      { type: 'badge', dot: true },
      { type: 'badge', content: '新' },
    ])
    expect(container.querySelector('.adm-badge-dot')).toBeTruthy()
    expect(screen.getByText('新')).toBeTruthy()
  })
})
