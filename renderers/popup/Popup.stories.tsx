import type { Meta, StoryObj } from '@storybook/react-vite'
import { padded, renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { ButtonNode } from '../../src/generated/screen'

// The popup and action-sheet actions, each opened by a button (press it; the Actions panel logs what runs).
type Args = NodeStoryArgs<ButtonNode>

const meta: Meta<Args> = { title: 'Renderers/popup', render: renderNodeStory, decorators: [padded] }
export default meta

type Story = StoryObj<Args>

const details = [
  { type: 'text', text: '已选 {{ state.count }} 项服务' },
  { type: 'button', text: '再选一项', fill: 'outline', press: { action: 'set', key: 'count', value: '{{ state.count + 1 }}' } },
] as const

/** From the bottom; its title and text follow the state its own button changes. */
export const Bottom: Story = {
  args: {
    node: { type: 'button', text: '查看已选服务', press: { action: 'popup', title: '已选服务（{{ state.count }}）', body: [...details] } },
    scope: { state: { count: 1 } },
  },
}

export const Center: Story = {
  args: {
    node: {
      type: 'button',
      text: '查看说明',
      press: {
        action: 'popup',
        position: 'center',
        title: '积分规则',
        body: [{ type: 'text', text: '每日签到可获得 5 积分，连续签到 7 天额外奖励 20 积分。' }],
      },
    },
  },
}

/** Only the close button closes it. */
export const NoBackdropClose: Story = {
  args: {
    node: {
      type: 'button',
      text: '阅读须知',
      press: {
        action: 'popup',
        title: '服务须知',
        closeOnMaskClick: false,
        body: [{ type: 'text', text: '请阅读完毕后点击右上角关闭。' }],
      },
    },
  },
}

/** The action-sheet action: choosing runs the option's actions; cancelling stops the chain (nothing after it runs). */
export const ActionSheet: Story = {
  args: {
    node: {
      type: 'button',
      text: '更多操作',
      press: [
        {
          action: 'action-sheet',
          title: '请选择操作',
          options: [
            { text: '编辑', press: { action: 'toast', text: '编辑' } },
            { text: '分享', description: '分享给家人', press: { action: 'toast', text: '分享' } },
            { text: '归档', disabled: true },
            { text: '删除', danger: true, press: { action: 'toast', text: '已删除' } },
          ],
        },
        { action: 'toast', text: '操作完成' },
      ],
    },
  },
}
