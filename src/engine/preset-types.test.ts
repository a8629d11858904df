import { describe, expect, it } from 'vitest'
import { actionPresetsUsed, nodePresetsUsed, nodeTypesWithPresets } from './preset-types'

describe('nodeTypesWithPresets', () => {
  const presets = {
    contentCard: [{ type: 'card', body: [{ type: 'image' }, { type: 'preset', name: 'byline' }] }],
    byline: [{ type: 'text' }, { type: 'preset', name: 'contentCard' }],
    unused: [{ type: 'chart' }],
  }

  it('adds the node types of the presets a screen names, and of the presets those name, once', () => {
    const config = { body: [{ type: 'list', item: [{ type: 'preset', name: 'contentCard' }] }] }
    expect([...nodeTypesWithPresets(config, presets)].sort()).toEqual(['card', 'image', 'list', 'preset', 'text'])
  })

  it('leaves an unknown preset to the preset renderer, which says so', () => {
    expect([...nodeTypesWithPresets({ body: [{ type: 'preset', name: 'nope' }] }, presets)]).toEqual(['preset'])
  })
})

describe('nodePresetsUsed', () => {
  const presets = {
    contentCard: [{ type: 'card', body: [{ type: 'preset', name: 'byline' }] }],
    byline: { params: { type: 'object' }, body: [{ type: 'text', text: '{{ params.who }}' }] },
    unused: [{ type: 'chart' }],
  }

  it('is the presets a screen names and those they name, as the file writes them, and no other', () => {
    const config = {
      body: [
        { type: 'list', item: [{ type: 'preset', name: 'contentCard' }] },
        { type: 'preset', name: 'nope' },
      ],
    }
    expect(nodePresetsUsed(config, presets)).toEqual({ contentCard: presets.contentCard, byline: presets.byline })
    expect(nodePresetsUsed({ body: [{ type: 'text' }] }, presets)).toEqual({})
  })
})

describe('actionPresetsUsed', () => {
  const presets = {
    insufficientPoints: { action: 'dialog', title: '积分不足', then: { action: 'back' } },
    toggleLike: {
      params: { type: 'object' },
      run: { action: 'call', call: 'content.like', catch: { action: 'preset', name: 'insufficientPoints' } },
    },
    unused: { action: 'toast', message: '未用' },
  }

  it('is the action presets a screen and its node presets name, and those they name; a node named preset is none', () => {
    const nodePresets = { likeButton: [{ type: 'button', onClick: { action: 'preset', name: 'toggleLike' } }] }
    const config = {
      body: [
        { type: 'preset', name: 'insufficientPoints' },
        { type: 'button', onClick: { action: 'preset', name: 'nope' } },
      ],
    }
    expect(actionPresetsUsed([config, nodePresets], presets)).toEqual({
      toggleLike: presets.toggleLike,
      insufficientPoints: presets.insufficientPoints,
    })
    expect(actionPresetsUsed(config, presets)).toEqual({})
  })
})
