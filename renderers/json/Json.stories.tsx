import type { Meta, StoryObj } from '@storybook/react-vite'
import { padded, renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { JsonNode } from '../../src/generated/screen'

type Args = NodeStoryArgs<JsonNode>

const meta: Meta<Args> = { title: 'Renderers/json', render: renderNodeStory, decorators: [padded] }
export default meta

type Story = StoryObj<Args>

const config = { id: 'integral/detail', title: '积分明细', data: { account: { call: 'points.account' } } }

export const Closed: Story = { args: { node: { type: 'json', label: '配置', value: '{{ state.config }}' }, scope: { state: { config } } } }

export const Open: Story = {
  args: { node: { type: 'json', label: '配置', open: true, value: '{{ state.config }}' }, scope: { state: { config } } },
}

export const Nothing: Story = {
  args: { node: { type: 'json', label: '接口返回', open: true, value: '{{ state.missing }}' }, scope: { state: {} } },
}
