import type { Meta, StoryObj } from '@storybook/react-vite'
import { padded, renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { ButtonNode } from '../../src/generated/screen'

type Args = NodeStoryArgs<ButtonNode>

const meta: Meta<Args> = { title: 'Renderers/button', render: renderNodeStory, decorators: [padded] }
export default meta

type Story = StoryObj<Args>

export const Primary: Story = {
  args: { node: { type: 'button', text: '确认添加', block: true, press: { action: 'toast', text: '添加成功', icon: 'success' } } },
}

export const Outline: Story = { args: { node: { type: 'button', text: '返回选择其他服务', fill: 'outline', press: { action: 'back' } } } }

export const Danger: Story = {
  args: {
    node: {
      type: 'button',
      text: '退出登录',
      color: 'danger',
      press: { action: 'confirm', title: '确定退出登录吗？', then: { action: 'toast', text: '已退出' } },
    },
  },
}

export const Small: Story = {
  args: { node: { type: 'button', text: '查看', size: 'small', fill: 'outline', press: { action: 'navigate', to: '/notification/list' } } },
}

export const Disabled: Story = { args: { node: { type: 'button', text: '完成', block: true, disabled: true, press: { action: 'back' } } } }

/** The call takes two seconds: the button spins and ignores presses until it answers. */
export const LoadingWhileRunning: Story = {
  parameters: { calls: { 'points.bills': () => new Promise((resolve) => setTimeout(() => resolve({ records: [] }), 2000)) } },
  args: {
    node: {
      type: 'button',
      text: '提交',
      block: true,
      press: { action: 'call', call: 'points.bills', then: { action: 'toast', text: '提交成功', icon: 'success' } },
    },
  },
}
