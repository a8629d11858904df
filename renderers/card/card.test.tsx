import { fireEvent, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderConfig } from '../shared/testing'
import { definition as cardDefinition } from '../card'

// The renderer is its own chunk: loaded before the tests draw it, as a screen's preload does.
beforeAll(async () => {
  await Promise.all([cardDefinition.preload?.()])
})

describe('card', () => {
  it('shows its title, extra and body; pressing extra and body run their own actions', () => {
    const { recorded } = renderConfig(
      [
        {
          type: 'card',
          title: '{{ state.title }}',
          extra: '更多',
          extraPress: { action: 'navigate', to: '/health/knowledge' },
          press: { action: 'navigate', to: '/news/view/1' },
          body: [{ type: 'text', text: '血压高了一定要吃药吗？' }],
        },
      ],
      { scope: { state: { title: '健康知识' } } },
    )
    expect(screen.getByRole('heading', { name: '健康知识' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '更多' }))
    fireEvent.keyDown(screen.getByRole('button', { name: '血压高了一定要吃药吗？' }), { key: 'Enter' })
    expect(recorded.navigations.map((n) => n.to)).toEqual(['/health/knowledge', '/news/view/1'])
  })

  it('is a plain block without press, and without a header when it has no title', () => {
    const { container } = renderConfig([{ type: 'card', body: [{ type: 'text', text: '内容' }] }])
    expect(container.querySelector('.edu-card__header')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByText('内容')).toBeTruthy()
  })
})
