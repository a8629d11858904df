import type { Meta, StoryObj } from '@storybook/react-vite'
import { padded, renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { StepsNode } from '../../src/generated/screen'

type Args = NodeStoryArgs<StepsNode>

const meta: Meta<Args> = { title: 'Renderers/steps', render: renderNodeStory, decorators: [padded] }
export default meta

type Story = StoryObj<Args>

const items: StepsNode['items'] = [
  { title: '提交申请', description: '2024-05-01' },
  { title: '资料审核', description: '预计1-3个工作日' },
  { title: '审核通过' },
]

export const First: Story = { args: { node: { type: 'steps', items } } }

export const Middle: Story = { args: { node: { type: 'steps', items, current: '{{ state.step }}' }, scope: { state: { step: 1 } } } }

export const AllDone: Story = { args: { node: { type: 'steps', items, current: 3 } } }

export const Failed: Story = {
  args: {
    node: {
      type: 'steps',
      current: 1,
      items: [items[0], { title: '资料审核', description: '资料不完整，请重新提交', status: 'error' }, items[2]],
    },
  },
}

export const Vertical: Story = { args: { node: { type: 'steps', items, current: 1, direction: 'vertical' } } }
