import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { CellNode } from '../../src/generated/screen'

type Args = NodeStoryArgs<CellNode>

const meta: Meta<Args> = { title: 'Renderers/cell', render: renderNodeStory }
export default meta

type Story = StoryObj<Args>

export const Pressable: Story = {
  args: { node: { type: 'cell', title: '我的积分', value: '1280', press: { action: 'toast', text: '积分' } } },
}

export const WithDescriptionAndBadge: Story = {
  args: {
    node: { type: 'cell', title: '消息通知', description: '系统消息与活动提醒', badge: '126', press: { action: 'toast', text: '消息' } },
  },
}

export const Plain: Story = { args: { node: { type: 'cell', title: '当前版本', value: '2.2.38' } } }
