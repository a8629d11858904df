import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestEngine } from '../../src/engine/testing'
import { registerRenderers } from '../index'
import { renderConfig } from '../shared/testing'

describe('preset', () => {
  const engine = () =>
    createTestEngine({
      setup: (e) =>
        registerRenderers(e, {
          nodePresets: {
            contentCard: [
              { type: 'text', text: '{{ item.title }}' },
              { type: 'text', variant: 'hint', text: '{{ item.author }}' },
            ],
            counted: {
              params: {
                type: 'object',
                required: ['label'],
                properties: { label: { type: 'string' }, count: { type: 'integer', default: 0 } },
              },
              body: [{ type: 'text', text: '{{ params.label }}：{{ params.count }}' }],
            },
          },
        }),
    })

  it('draws the named nodes with the scope of its place, once per list row', () => {
    renderConfig([{ type: 'list', items: '{{ state.feed }}', item: [{ type: 'preset', name: 'contentCard' }] }], {
      engine: engine(),
      scope: {
        state: {
          feed: [
            { title: '血压高了一定要吃药吗？', author: '陈立新' },
            { title: '戒烟多久肺能恢复？', author: '赵德明' },
          ],
        },
      },
    })
    return screen.findByText('戒烟多久肺能恢复？').then(() => {
      expect(screen.getAllByText(/陈立新|赵德明/).map((e) => e.textContent)).toEqual(['陈立新', '赵德明'])
    })
  })

  it('draws a preset with the values its "with" gives, resolved in the scope of its place, and the defaults', () => {
    renderConfig(
      [
        { type: 'preset', name: 'counted', with: { label: '点赞', count: '{{ state.likes + 1 }}' } },
        { type: 'preset', name: 'counted', with: { label: '收藏' } },
      ],
      { engine: engine(), scope: { state: { likes: 11 } } },
    )
    expect(screen.getByText('点赞：12')).toBeTruthy()
    expect(screen.getByText('收藏：0')).toBeTruthy()
  })

  it('fetches presets given as a loader once, with the first preset drawn', async () => {
    let loads = 0
    const lazyEngine = createTestEngine({
      setup: (e) =>
        registerRenderers(e, {
          nodePresets: () => {
            loads++
            return Promise.resolve({ note: { params: { type: 'object', properties: {} }, body: [{ type: 'text', text: '按时服药' }] } })
          },
        }),
    })
    renderConfig(
      [
        { type: 'preset', name: 'note' },
        { type: 'preset', name: 'note' },
      ],
      { engine: lazyEngine },
    )
    expect(await screen.findAllByText('按时服药')).toHaveLength(2)
    expect(loads).toBe(1)
  })

  it('draws a preset its screen brought at once, and fetches the presets file only for a name none brought', async () => {
    let loads = 0
    const brought: Record<string, unknown> = { note: [{ type: 'text', text: '按时服药' }] }
    const broughtEngine = createTestEngine({
      setup: (e) =>
        registerRenderers(e, {
          nodePresets: () => {
            loads++
            return Promise.resolve({ other: [{ type: 'text', text: '少盐少油' }] })
          },
          broughtNodePreset: (name) => brought[name],
        }),
    })
    renderConfig([{ type: 'preset', name: 'note' }], { engine: broughtEngine })
    expect(screen.getByText('按时服药')).toBeTruthy()
    expect(loads).toBe(0)
    renderConfig([{ type: 'preset', name: 'other' }], { engine: broughtEngine })
    expect(await screen.findByText('少盐少油')).toBeTruthy()
    expect(loads).toBe(1)
  })

  it('draws nothing for an unknown name, and the rest of the screen still shows', () => {
    renderConfig(
      [
        { type: 'preset', name: 'nope' },
        { type: 'text', text: '其余内容' },
      ],
      { engine: engine() },
    )
    expect(screen.getByText('其余内容')).toBeTruthy()
  })
})
