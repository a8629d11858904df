import type { Meta, StoryObj } from '@storybook/react-vite'
import { padded, renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { TagNode } from '../../src/generated/screen'

type Args = NodeStoryArgs<TagNode>

const meta: Meta<Args> = { title: 'Renderers/tag', render: renderNodeStory, decorators: [padded] }
export default meta

type Story = StoryObj<Args>

export const Default: Story = { args: { node: { type: 'tag', text: '普通' } } }

export const Primary: Story = { args: { node: { type: 'tag', text: '已认证', color: 'primary' } } }

export const Success: Story = { args: { node: { type: 'tag', text: '已签约', color: 'success' } } }

export const Warning: Story = { args: { node: { type: 'tag', text: '待随访', color: 'warning' } } }

export const Danger: Story = { args: { node: { type: 'tag', text: '高危', color: 'danger' } } }

export const Outline: Story = { args: { node: { type: 'tag', text: '三甲', color: 'primary', fill: 'outline' } } }

export const Round: Story = {
  args: { node: { type: 'tag', text: '{{ state.level }}', color: 'success', round: true }, scope: { state: { level: '二级' } } },
}
