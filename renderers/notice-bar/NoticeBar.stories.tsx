import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { NoticeBarNode } from '../../src/generated/screen'

type Args = NodeStoryArgs<NoticeBarNode>

const meta: Meta<Args> = { title: 'Renderers/notice-bar', render: renderNodeStory }
export default meta

type Story = StoryObj<Args>

const long = '系统将于今晚 23:00 至次日 02:00 进行升级维护，期间部分服务可能无法使用，给您带来的不便敬请谅解。'

export const Default: Story = { args: { node: { type: 'notice-bar', content: '欢迎使用大专家' } } }

export const Alert: Story = { args: { node: { type: 'notice-bar', content: '您的认证资料待补充', color: 'alert' } } }

export const Info: Story = {
  args: { node: { type: 'notice-bar', content: '{{ state.notice }}', color: 'info' }, scope: { state: { notice: '新功能上线啦' } } },
}

/** Longer than the bar: it scrolls after a moment. */
export const Scrolling: Story = { args: { node: { type: 'notice-bar', content: long } } }

export const Wrapped: Story = { args: { node: { type: 'notice-bar', content: long, wrap: true } } }

export const Closeable: Story = { args: { node: { type: 'notice-bar', content: '您有一条新的通知', closeable: true } } }

export const Pressable: Story = {
  args: {
    node: {
      type: 'notice-bar',
      content: '查看最新公告',
      color: 'info',
      closeable: true,
      press: { action: 'navigate', to: '/notification/list' },
    },
  },
}
