import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderConfig } from '../shared/testing'
import { definition } from './index'

beforeAll(async () => {
  await definition.preload?.()
})

const step = (title: string) => screen.getByText(title).closest('.adm-step')

describe('steps', () => {
  it('shows each step, those before the current one finished and the current one marked', () => {
    renderConfig(
      [
        {
          type: 'steps',
          current: '{{ state.step }}',
          items: [{ title: '提交申请', description: '2024-05-01' }, { title: '资料审核' }, { title: '审核通过' }],
        },
      ],
      { scope: { state: { step: 1 } } },
    )
    expect(screen.getByText('2024-05-01')).toBeTruthy()
    expect(step('提交申请')?.className).toContain('adm-step-status-finish')
    expect(step('资料审核')?.className).toContain('adm-step-status-process')
    expect(step('资料审核')?.getAttribute('aria-current')).toBe('step')
    expect(step('审核通过')?.className).toContain('adm-step-status-wait')
  })

  it("keeps a step's own status, and lays them out vertically when asked", () => {
    const { container } = renderConfig([
      { type: 'steps', current: 1, direction: 'vertical', items: [{ title: '提交申请' }, { title: '资料审核', status: 'error' }] },
    ])
    expect(step('资料审核')?.className).toContain('adm-step-status-error')
    expect(container.querySelector('.adm-steps-vertical')).toBeTruthy()
  })
})
