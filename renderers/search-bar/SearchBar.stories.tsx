import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { StackNode } from '../../src/generated/screen'

// Each story is the search bar with a line reading the state it writes, so the 400 ms pause is visible.
type Args = NodeStoryArgs<StackNode>

const meta: Meta<Args> = { title: 'Renderers/search-bar', render: renderNodeStory }
export default meta

type Story = StoryObj<Args>

const shown = { type: 'text', text: 'state.keyword：{{ state.keyword }}', variant: 'caption' } as const

export const Empty: Story = {
  args: {
    node: {
      type: 'stack',
      gap: 8,
      body: [
        {
          type: 'search-bar',
          state: 'keyword',
          placeholder: '搜索医院名称',
          search: { action: 'toast', text: '搜索 {{ state.keyword }}' },
        },
        shown,
      ],
    },
    scope: { state: { keyword: '' } },
  },
}

/** The state already holds a search (back from a detail page): the field starts with it; the clear button empties both. */
export const Prefilled: Story = {
  args: {
    node: { type: 'stack', gap: 8, body: [{ type: 'search-bar', state: 'keyword', placeholder: '搜索医院名称' }, shown] },
    scope: { state: { keyword: '协和' } },
  },
}

/** Focus the field: 取消 shows beside it, empties it and runs cancel (here: back). */
export const WithCancel: Story = {
  args: {
    node: {
      type: 'stack',
      gap: 8,
      body: [
        {
          type: 'search-bar',
          state: 'keyword',
          placeholder: '搜索科普文章',
          label: '科普文章搜索',
          showCancelButton: true,
          cancel: { action: 'back' },
        },
        shown,
      ],
    },
    scope: { state: { keyword: '' } },
  },
}
