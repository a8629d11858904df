import type { Meta, StoryObj } from '@storybook/react-vite'
import { padded, renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { MarkdownNode } from '../../src/generated/screen'

type Args = NodeStoryArgs<MarkdownNode>

const meta: Meta<Args> = { title: 'Renderers/markdown', render: renderNodeStory, decorators: [padded] }
export default meta

type Story = StoryObj<Args>

export const Text: Story = {
  args: {
    node: {
      type: 'markdown',
      source: [
        '## 活动规则',
        '',
        '1. 每日签到可获得 **5 积分**；',
        '2. 连续签到 7 天额外奖励 *20 积分*；',
        '3. 积分可在[积分商城](https://example.com/mall)兑换礼品。',
        '',
        '> 活动最终解释权归主办方所有。',
        '',
        '| 等级 | 所需积分 |',
        '| --- | --- |',
        '| 银卡 | 1000 |',
        '| 金卡 | 5000 |',
      ].join('\n'),
    },
  },
}

/** KaTeX loads only for this story's formulas: watch the network panel. */
export const WithMath: Story = {
  args: {
    node: {
      type: 'markdown',
      source:
        '体重指数 $BMI = \\frac{体重(kg)}{身高(m)^2}$，成人正常范围为 $18.5 \\le BMI < 24$。\n\n$$\n\\text{平均动脉压} = \\frac{收缩压 + 2 \\times 舒张压}{3}\n$$',
    },
  },
}

/** Script, event handlers and javascript: links are removed: nothing here runs. */
export const Sanitised: Story = {
  args: {
    node: {
      type: 'markdown',
      source:
        '<script>alert("script")</script>\n\n<img src="x" alt="坏图" onerror="alert(\'onerror\')">\n\n[javascript 链接](javascript:alert(1))',
    },
  },
}

export const FromData: Story = {
  args: {
    node: { type: 'markdown', source: '# {{ data.article.title }}\n\n{{ data.article.body }}' },
    scope: { data: { article: { title: '高血压的家庭监测', body: '每天**同一时间**测量血压，并记录在随访本上。' } } },
  },
}
