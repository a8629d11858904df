import { fireEvent, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderConfig } from '../shared/testing'
import { definition as gridDefinition } from '../grid'

const entries = [
  { entryCode: 'E1', name: '健康画像', iconUrl: 'data:image/svg+xml,a', link: '/health/portrait' },
  { entryCode: 'E2', name: '找医院', iconUrl: 'data:image/svg+xml,b', link: '/to_c/hospital/list', badge: 3 },
]

// The renderer is its own chunk: loaded before the tests draw it, as a screen's preload does.
beforeAll(async () => {
  await Promise.all([gridDefinition.preload?.()])
})

describe('grid', () => {
  it('shows records from data through its entry template, and opens each record’s own link', () => {
    const { recorded } = renderConfig(
      [
        {
          type: 'grid',
          columns: 4,
          items: '{{ data.entries }}',
          entry: {
            icon: '{{ item.iconUrl }}',
            text: '{{ item.name }}',
            badge: '{{ item.badge }}',
            press: { action: 'navigate', to: '{{ item.link }}' },
          },
        },
      ],
      { scope: { data: { entries } } },
    )
    const buttons = screen.getAllByRole('button')
    expect(buttons.map((b) => b.textContent)).toEqual(['健康画像', '3找医院'])
    fireEvent.click(screen.getByRole('button', { name: /找医院/ }))
    expect(recorded.navigations).toEqual([{ to: '/to_c/hospital/list', replace: false }])
  })

  it('keeps placeholderRows of blank entries while its records are on their way, then shows the records in their place', () => {
    const node = { type: 'grid', columns: 4, placeholderRows: 2, items: '{{ data.entries }}', entry: { text: '{{ item.name }}' } }
    const loading = renderConfig([node], { scope: { data: {} } })
    const blank = loading.container.querySelector('.edu-grid--placeholder')
    expect(blank?.getAttribute('aria-hidden')).toBe('true')
    expect(blank?.querySelectorAll('.edu-grid__cell')).toHaveLength(8)
    expect(screen.queryAllByRole('button')).toEqual([])
    loading.unmount()

    const loaded = renderConfig([node], { scope: { data: { entries } } })
    expect(loaded.container.querySelector('.edu-grid--placeholder')).toBeNull()
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['健康画像', '找医院'])
    loaded.unmount()
    // No records at all (an empty answer) is not waiting: nothing is kept.
    const empty = renderConfig([node], { scope: { data: { entries: [] } } })
    expect(empty.container.querySelector('.edu-grid__cell')).toBeNull()
  })

  it('takes entries written out, n to a row', () => {
    const { container, recorded } = renderConfig([
      {
        type: 'grid',
        columns: 3,
        items: [{ text: '积分', icon: 'static/empty.svg', press: { action: 'toast', text: '积分' } }, { text: '暂未开放' }],
      },
    ])
    expect((container.querySelector('.edu-grid') as HTMLElement).style.getPropertyValue('--edu-grid-columns')).toBe('3')
    fireEvent.click(screen.getByRole('button', { name: '积分' }))
    expect(recorded.toasts.map((t) => t.text)).toEqual(['积分'])
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '暂未开放' }).disabled).toBe(true)
  })

  it('shows nothing for data not loaded yet', () => {
    const { container } = renderConfig([{ type: 'grid', items: '{{ data.entries }}', entry: { text: '{{ item.name }}' } }], {
      scope: { data: {} },
    })
    expect(container.querySelectorAll('li')).toHaveLength(0)
  })
})
