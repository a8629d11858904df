import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderScreenWith, screenOf } from '../list/testing'
import { settle } from '../../src/engine/testing'

describe('collapse', () => {
  it('builds its body only while open', async () => {
    renderScreenWith(
      screenOf([{ type: 'collapse', header: [{ type: 'text', text: '2024-05' }], body: [{ type: 'text', text: '签到奖励' }] }]),
    )
    const header = screen.getByRole('button', { name: '2024-05' })
    expect(header.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByText('签到奖励')).toBeNull()
    await settle(() => fireEvent.click(header))
    expect(header.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText('签到奖励')).toBeTruthy()
    await settle(() => fireEvent.click(header))
    expect(screen.queryByText('签到奖励')).toBeNull()
  })

  it('can start open', () => {
    renderScreenWith(
      screenOf([{ type: 'collapse', open: true, header: [{ type: 'text', text: '标题' }], body: [{ type: 'text', text: '内容' }] }]),
    )
    expect(screen.getByText('内容')).toBeTruthy()
  })
})
