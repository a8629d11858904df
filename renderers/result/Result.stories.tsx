import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { ResultNode } from '../../src/generated/screen'

type Args = NodeStoryArgs<ResultNode>

const meta: Meta<Args> = { title: 'Renderers/result', render: renderNodeStory }
export default meta

type Story = StoryObj<Args>

export const Success: Story = {
  args: {
    node: {
      type: 'result',
      status: 'success',
      title: '提交成功',
      description: '我们会尽快处理您的申请',
      buttons: [{ text: '返回', press: { action: 'back' } }],
    },
  },
}

export const Failure: Story = {
  args: {
    node: {
      type: 'result',
      status: 'error',
      title: '提交失败',
      description: '{{ state.reason }}',
      buttons: [
        { text: '重新提交', press: { action: 'toast', text: '已重新提交' } },
        { text: '返回', color: 'default', fill: 'outline', press: { action: 'back' } },
      ],
    },
    scope: { state: { reason: '网络异常，请稍后重试' } },
  },
}

export const Waiting: Story = {
  args: { node: { type: 'result', status: 'waiting', title: '审核中', description: '预计1-3个工作日完成审核' } },
}

export const Info: Story = { args: { node: { type: 'result', status: 'info', title: '暂未开放' } } }

export const Warning: Story = {
  args: {
    node: {
      type: 'result',
      status: 'warning',
      title: '资料待补充',
      buttons: [{ text: '去补充', press: { action: 'toast', text: '去补充' } }],
    },
  },
}
