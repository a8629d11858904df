import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderConfig } from '../shared/testing'

describe('tag', () => {
  it('shows its text in its colour, fill and shape', () => {
    renderConfig([{ type: 'tag', text: '{{ state.level }}', color: 'danger', fill: 'outline', round: true }], {
      scope: { state: { level: '高危' } },
    })
    const tag = screen.getByText('高危')
    expect(tag.className).toContain('adm-tag-round')
    expect(tag.style.getPropertyValue('--text-color')).toBe('var(--adm-color-danger, #ff3141)')
    expect(tag.style.getPropertyValue('--background-color')).toBe('transparent')
  })

  it('is grey and solid by default', () => {
    renderConfig([{ type: 'tag', text: '普通' }])
    const tag = screen.getByText('普通')
    expect(tag.style.getPropertyValue('--background-color')).toBe('var(--adm-color-text-secondary, #666666)')
  })
})
