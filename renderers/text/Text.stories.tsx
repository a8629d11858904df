import type { Meta, StoryObj } from '@storybook/react-vite'
import { padded, renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { TextNode } from '../../src/generated/screen'

type Args = NodeStoryArgs<TextNode>

const meta: Meta<Args> = { title: 'Renderers/text', render: renderNodeStory, decorators: [padded] }
export default meta

type Story = StoryObj<Args>

export const Body: Story = { args: { node: { type: 'text', text: '居民可在家庭医生处建立健康档案，随访记录会同步到个人中心。' } } }

export const Title: Story = { args: { node: { type: 'text', text: '积分明细', variant: 'title' } } }

export const Caption: Story = { args: { node: { type: 'text', text: '每月1日更新上月账单', variant: 'caption' } } }

export const HintCentred: Story = { args: { node: { type: 'text', text: '积分有效期为一年', variant: 'hint', align: 'center' } } }

export const WithExpression: Story = {
  args: { node: { type: 'text', text: '{{ user.name }}，您好' }, scope: { user: { name: '张医生' } } },
}
