import type { Meta, StoryObj } from '@storybook/react-vite'
import { padded, renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { ComposerNode } from '../../src/generated/screen'

type Args = NodeStoryArgs<ComposerNode>

const meta: Meta<Args> = { title: 'Renderers/composer', render: renderNodeStory, decorators: [padded] }
export default meta

type Story = StoryObj<Args>

/** A comment box: type and press 发表 (a toast stands in for the call). */
export const Comment: Story = {
  args: {
    node: {
      type: 'composer',
      state: 'comment',
      placeholder: '写下你的评论',
      sendText: '发表',
      maxLength: 500,
      send: [{ action: 'toast', text: '已发送：{{ state.comment }}' }],
    },
  },
}

/** The defaults: 发送, and 请输入内容 when nothing is typed. */
export const Plain: Story = { args: { node: { type: 'composer', state: 'text', send: [{ action: 'toast', text: '{{ state.text }}' }] } } }
