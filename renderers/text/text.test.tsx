import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderConfig } from '../shared/testing'

describe('text', () => {
  it('shows its text with expressions resolved', () => {
    renderConfig([{ type: 'text', text: '您好，{{ user.name }}' }], { scope: { user: { name: '张医生' } } })
    expect(screen.getByText('您好，张医生')).toBeTruthy()
  })

  it('is a heading in the title variant and a paragraph otherwise', () => {
    renderConfig([
      { type: 'text', text: '积分明细', variant: 'title' },
      { type: 'text', text: '每月1日更新', variant: 'hint', align: 'center' },
    ])
    expect(screen.getByRole('heading', { name: '积分明细' })).toBeTruthy()
    const hint = screen.getByText('每月1日更新')
    expect(hint.tagName).toBe('P')
    expect(hint.style.textAlign).toBe('center')
  })

  it('is hidden when visible is false', () => {
    renderConfig([{ type: 'text', text: '看不见', visible: '{{ query.show == 1 }}' }], { scope: { query: {} } })
    expect(screen.queryByText('看不见')).toBeNull()
  })
})
