import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { CardNode } from '../../src/generated/screen'

type Args = NodeStoryArgs<CardNode>

const meta: Meta<Args> = { title: 'Renderers/card', render: renderNodeStory }
export default meta

type Story = StoryObj<Args>

const body: CardNode['body'] = [{ type: 'text', text: '家庭医生团队结合最新临床指南，整理了高血压患者的日常注意事项。' }]

export const TitleAndExtra: Story = {
  args: { node: { type: 'card', title: '健康知识', extra: '更多', extraPress: { action: 'toast', text: '更多' }, body } },
}

export const Pressable: Story = {
  args: { node: { type: 'card', title: '血压高了一定要吃药吗？', press: { action: 'toast', text: '打开' }, body } },
}

export const BodyOnly: Story = { args: { node: { type: 'card', body } } }
