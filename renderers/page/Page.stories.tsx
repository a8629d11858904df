import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { PageNode } from './types'

type Args = NodeStoryArgs<PageNode>

const meta: Meta<Args> = { title: 'Renderers/page', render: renderNodeStory }
export default meta

type Story = StoryObj<Args>

const paragraphs = Array.from({ length: 30 }, (_, i) => ({ type: 'text', text: `第 ${i + 1} 条随访记录` }))

export const DefaultTitle: Story = { args: { node: { type: 'page', body: [{ type: 'empty' }] } } }

export const WithTitle: Story = { args: { node: { type: 'page', title: '积分明细', body: [{ type: 'empty' }] } } }

export const RightButtonsAndBell: Story = {
  args: {
    node: {
      type: 'page',
      title: '家庭医生',
      header: {
        right: [{ text: '规则', press: { action: 'toast', text: '规则' } }],
        bell: { count: '{{ data.unread }}' },
      },
      body: [{ type: 'empty' }],
    },
    scope: { data: { unread: 8 } },
  },
}

export const BellOver99: Story = {
  args: { node: { type: 'page', title: '消息', header: { bell: { count: 120 } }, body: [{ type: 'empty' }] } },
}

export const NoBackArrow: Story = { args: { node: { type: 'page', title: '首页', header: { back: false }, body: [{ type: 'empty' }] } } }

/** The same header off because the screen says so; switch the Host toolbar to "app" to see the host hide it. */
export const HeaderHidden: Story = {
  args: { node: { type: 'page', title: '嵌入页', header: { visible: false }, body: [{ type: 'text', text: '没有顶部导航栏' }] } },
}

export const ScrollingBodyWithFooter: Story = {
  args: {
    node: {
      type: 'page',
      title: '手动添加居民',
      body: [{ type: 'stack', padding: 16, body: paragraphs }],
      footer: [{ type: 'button', text: '确认添加', block: true, press: { action: 'toast', text: '添加成功', icon: 'success' } }],
    },
  },
}
