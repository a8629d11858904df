import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { EmptyNode } from '../../src/generated/screen'

type Args = NodeStoryArgs<EmptyNode>

const meta: Meta<Args> = { title: 'Renderers/empty', render: renderNodeStory }
export default meta

type Story = StoryObj<Args>

export const Default: Story = { args: { node: { type: 'empty' } } }

export const UnderConstruction: Story = { args: { node: { type: 'empty', image: 'static/building.svg', text: '建设中' } } }

export const Restocking: Story = { args: { node: { type: 'empty', image: 'static/out-of-stock.svg', text: '商品补货中' } } }

export const WithLink: Story = {
  args: { node: { type: 'empty', link: { text: '返回选择其他服务', press: { action: 'back' } } } },
}
