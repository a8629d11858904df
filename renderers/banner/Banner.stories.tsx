import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { BannerNode } from '../../src/generated/screen'

type Args = NodeStoryArgs<BannerNode>

const meta: Meta<Args> = { title: 'Renderers/banner', render: renderNodeStory }
export default meta

type Story = StoryObj<Args>

export const Default: Story = { args: { node: { type: 'banner', title: '2026 年度患者满意度调查', subtitle: '约 3 分钟，感谢您的参与' } } }

export const ThemeGradient: Story = {
  args: {
    node: {
      type: 'banner',
      title: '糖尿病健康讲座报名',
      subtitle: '11 月 30 日 14:00 · 门诊楼三楼',
      gradient: { colors: ['teal', 'success'], angle: 90 },
    },
  },
}

export const ThreeColours: Story = {
  args: { node: { type: 'banner', title: '护士节特别活动', gradient: { colors: ['#d91a2a', 'purple', 'navy'], angle: 160 } } },
}

export const Picture: Story = {
  args: {
    node: {
      type: 'banner',
      title: '{{ state.title }}',
      subtitle: '点击下方按钮报名',
      picture: { src: 'static/empty.svg', fit: 'contain' },
    },
    scope: { state: { title: '义诊进社区' } },
  },
}
