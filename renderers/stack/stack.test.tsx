import { screen } from '@testing-library/react'
import { assert, describe, expect, it } from 'vitest'
import { renderConfig } from '../shared/testing'

describe('stack', () => {
  it('shows its children in order, each with the scope resolved', () => {
    renderConfig(
      [
        {
          type: 'stack',
          direction: 'horizontal',
          gap: 12,
          body: [
            { type: 'text', text: '第一' },
            { type: 'text', text: '{{ query.name }}' },
          ],
        },
      ],
      { scope: { query: { name: '第二' } } },
    )
    const first = screen.getByText('第一')
    const second = screen.getByText('第二')
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const box = first.parentElement
    assert(box)
    expect(box.className).toContain('edu-stack--horizontal')
    expect(box.style.gap).toBe('12px')
  })

  it('leaves out a child whose visible is false', () => {
    renderConfig([
      {
        type: 'stack',
        body: [
          { type: 'text', text: '隐藏', visible: false },
          { type: 'text', text: '显示' },
        ],
      },
    ])
    expect(screen.queryByText('隐藏')).toBeNull()
    expect(screen.getByText('显示')).toBeTruthy()
  })
})

describe('stack in one line', () => {
  it('keeps a row on one line when wrap is false', () => {
    const { container } = renderConfig([{ type: 'stack', direction: 'horizontal', wrap: false, body: [{ type: 'text', text: '标题' }] }])
    expect(container.querySelector('.edu-stack')?.className).toBe('edu-stack edu-stack--horizontal edu-stack--nowrap edu-inset')
  })
})

describe('stack and the page inset', () => {
  it('a row without padding takes the page inset; a padded stack sets its own; a plain column only groups', () => {
    const { container } = renderConfig([
      { type: 'stack', direction: 'horizontal', body: [{ type: 'text', text: '行' }] },
      { type: 'stack', padding: 12, body: [{ type: 'text', text: '盒' }] },
      { type: 'stack', body: [{ type: 'text', text: '组' }] },
    ])
    const [row, box, column] = [...container.querySelectorAll<HTMLElement>('.edu-stack')]
    expect(row?.classList.contains('edu-inset')).toBe(true)
    expect(box?.classList.contains('edu-stack--padded')).toBe(true)
    expect(box?.classList.contains('edu-inset')).toBe(false)
    expect(box?.style.paddingTop).toBe('12px')
    expect(column?.className).toBe('edu-stack edu-stack--vertical')
  })

  it('paddingBlock spaces a column above and below and keeps the page inset for what it holds', () => {
    const { container } = renderConfig([{ type: 'stack', paddingBlock: 16, body: [{ type: 'text', text: '段' }] }])
    const column = container.querySelector<HTMLElement>('.edu-stack')
    expect(column?.className).toBe('edu-stack edu-stack--vertical')
    expect([column?.style.paddingTop, column?.style.paddingBottom, column?.style.paddingLeft]).toEqual(['16px', '16px', ''])
  })
})
