import type { Meta, StoryObj } from '@storybook/react-vite'
import { padded, renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { DividerNode } from '../../src/generated/screen'

type Args = NodeStoryArgs<DividerNode>

const meta: Meta<Args> = { title: 'Renderers/divider', render: renderNodeStory, decorators: [padded] }
export default meta

type Story = StoryObj<Args>

export const Plain: Story = { args: { node: { type: 'divider' } } }

export const WithText: Story = { args: { node: { type: 'divider', text: '没有更多了' } } }

export const TextLeft: Story = { args: { node: { type: 'divider', text: '推荐医院', contentPosition: 'left' } } }

export const TextRight: Story = {
  args: { node: { type: 'divider', text: '{{ state.date }}', contentPosition: 'right' }, scope: { state: { date: '2024年5月' } } },
}
