import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { StackNode } from '../../src/generated/screen'

type Args = NodeStoryArgs<StackNode>

const meta: Meta<Args> = { title: 'Renderers/stack', render: renderNodeStory }
export default meta

type Story = StoryObj<Args>

export const Vertical: Story = {
  args: {
    node: {
      type: 'stack',
      padding: 16,
      gap: 12,
      body: [
        { type: 'text', text: '健康档案', variant: 'title' },
        { type: 'text', text: '完善档案后，家庭医生可以为您提供更准确的随访建议。' },
        { type: 'button', text: '去完善', block: true, press: { action: 'navigate', to: '/user/health-record' } },
      ],
    },
  },
}

export const Horizontal: Story = {
  args: {
    node: {
      type: 'stack',
      direction: 'horizontal',
      padding: 16,
      gap: 8,
      body: [
        { type: 'button', text: '取消', fill: 'outline', press: { action: 'back' } },
        { type: 'button', text: '确定', press: { action: 'toast', text: '已保存', icon: 'success' } },
      ],
    },
  },
}

export const CentredColumn: Story = {
  args: {
    node: {
      type: 'stack',
      align: 'center',
      padding: 24,
      body: [
        { type: 'image', src: 'static/default-woman.svg', width: 64, height: 64, alt: '头像' },
        { type: 'text', text: '李女士', variant: 'title' },
        { type: 'text', text: '高血压随访中', variant: 'caption' },
      ],
    },
  },
}
