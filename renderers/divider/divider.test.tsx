import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderConfig } from '../shared/testing'

describe('divider', () => {
  it('shows its text in the line, where the config puts it', () => {
    renderConfig([{ type: 'divider', text: '{{ state.label }}', contentPosition: 'left' }], { scope: { state: { label: '推荐医院' } } })
    const text = screen.getByText('推荐医院')
    expect(text.closest('.adm-divider')?.className).toContain('adm-divider-left')
  })

  it('is a bare line without text', () => {
    const { container } = renderConfig([{ type: 'divider' }])
    const line = container.querySelector('.edu-divider')
    expect(line?.className).toContain('adm-divider-center')
    expect(line?.textContent).toBe('')
  })
})
