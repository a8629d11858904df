import type { Meta, StoryObj } from '@storybook/react-vite'
import { padded, renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { BadgeNode } from '../../src/generated/screen'

type Args = NodeStoryArgs<BadgeNode>

const meta: Meta<Args> = { title: 'Renderers/badge', render: renderNodeStory, decorators: [padded] }
export default meta

type Story = StoryObj<Args>

const icon: BadgeNode['body'] = [{ type: 'image', src: 'static/empty.svg', alt: '消息', width: 40, height: 40, lazy: false }]

export const Count: Story = {
  args: { node: { type: 'badge', content: '{{ state.unread }}', body: icon }, scope: { state: { unread: 5 } } },
}

export const OverMax: Story = { args: { node: { type: 'badge', content: 120, body: icon } } }

export const OwnMax: Story = { args: { node: { type: 'badge', content: 12, max: 9, body: icon } } }

export const Zero: Story = { args: { node: { type: 'badge', content: 0, body: icon } } }

export const Dot: Story = { args: { node: { type: 'badge', dot: true, body: icon } } }

export const TextContent: Story = { args: { node: { type: 'badge', content: '新', body: icon } } }

export const Alone: Story = { args: { node: { type: 'badge', content: 8 } } }

export const OwnColor: Story = { args: { node: { type: 'badge', content: '热', color: '#ff8f1f' } } }
