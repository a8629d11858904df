import type { Meta, StoryObj } from '@storybook/react-vite'
import { padded, renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { SkeletonNode } from '../../src/generated/screen'

type Args = NodeStoryArgs<SkeletonNode>

const meta: Meta<Args> = { title: 'Renderers/skeleton', render: renderNodeStory, decorators: [padded] }
export default meta

type Story = StoryObj<Args>

export const TitleAndRows: Story = { args: { node: { type: 'skeleton' } } }

export const FiveRowsNoTitle: Story = { args: { node: { type: 'skeleton', title: false, rows: 5 } } }

export const Still: Story = { args: { node: { type: 'skeleton', animated: false } } }

/** While data.home is missing the bars show; with it, the body. */
export const Loading: Story = {
  args: {
    node: { type: 'skeleton', loading: '{{ !data.home }}', body: [{ type: 'text', text: '{{ data.home.title }}' }] },
    scope: { data: {} },
  },
}

export const Loaded: Story = {
  args: {
    node: { type: 'skeleton', loading: '{{ !data.home }}', body: [{ type: 'text', text: '{{ data.home.title }}' }] },
    scope: { data: { home: { title: '健康首页' } } },
  },
}
