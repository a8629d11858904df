import { fireEvent, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderConfig } from '../shared/testing'
import { definition as cellDefinition } from '../cell'
import { definition as cellgroupDefinition } from '../cell-group'

// The renderer is its own chunk: loaded before the tests draw it, as a screen's preload does.
beforeAll(async () => {
  await Promise.all([cellDefinition.preload?.(), cellgroupDefinition.preload?.()])
})

describe('cell and cell-group', () => {
  it('shows title, description, value and badge under the group header; pressing runs its actions', () => {
    const { recorded, container } = renderConfig(
      [
        {
          type: 'cell-group',
          header: '账户',
          body: [
            {
              type: 'cell',
              title: '我的积分',
              value: '{{ state.points }}',
              description: '积分可兑换服务',
              press: { action: 'navigate', to: '/integral/detail' },
            },
            { type: 'cell', title: '消息通知', badge: '{{ state.unread }}', press: { action: 'navigate', to: '/notification/list' } },
            { type: 'cell', title: '版本', value: '2.2.38' },
          ],
        },
      ],
      { scope: { state: { points: 1280, unread: 126 } } },
    )
    expect(screen.getByText('账户')).toBeTruthy()
    expect(screen.getByText('1280')).toBeTruthy()
    expect(screen.getByText('积分可兑换服务')).toBeTruthy()
    expect(screen.getByText('99+')).toBeTruthy()
    fireEvent.click(screen.getByText('我的积分'))
    expect(recorded.navigations).toEqual([{ to: '/integral/detail', replace: false }])
    // The pressable cells have arrows; the plain one has none.
    expect(container.querySelectorAll('.adm-list-item-content-arrow')).toHaveLength(2)
  })

  it('shows no badge for zero', () => {
    renderConfig([{ type: 'cell', title: '消息通知', badge: '{{ state.unread }}' }], { scope: { state: { unread: 0 } } })
    expect(document.querySelector('.adm-badge')).toBeNull()
  })
})
