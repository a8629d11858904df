import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { AssistantNode } from '../../src/generated/screen'
import type { AssistantNodeState } from './session'

type Args = NodeStoryArgs<AssistantNode>

const meta: Meta<Args> = { title: 'Renderers/assistant', render: renderNodeStory }
export default meta

type Story = StoryObj<Args>

/** A conversation as its data source holds it: plain data (the stories show states, not traffic). */
function still(over: Partial<AssistantNodeState>): AssistantNodeState {
  return { session: 'assistant-1', model: 'general', turns: [], busy: false, loading: false, ...over }
}

const answer = '## 体重指数\n\n$$\\mathrm{BMI} = \\frac{68}{1.65^2} \\approx 25.0$$\n\n属于**超重**，建议每周减重 $0.5$–$1$ kg。'
const node: AssistantNode = {
  type: 'assistant',
  source: 'ai',
  welcome: '**您好，我是 AI 健康助手。**',
  suggestions: ['BMI 怎么算？', '血压 150/95 要紧吗？'],
}

export const Welcome: Story = { args: { node, scope: { data: { ai: still({}) } } } }
export const Streaming: Story = {
  args: {
    node,
    scope: {
      data: { ai: still({ busy: true, turns: [{ id: 'a', question: 'BMI 怎么算？', answer: answer.slice(0, 40), state: 'streaming' }] }) },
    },
  },
}
export const Answered: Story = {
  args: { node, scope: { data: { ai: still({ turns: [{ id: 'a', question: 'BMI 怎么算？', answer, state: 'done', rating: 'up' }] }) } } },
}
export const Stopped: Story = {
  args: {
    node,
    scope: { data: { ai: still({ turns: [{ id: 'a', question: 'BMI 怎么算？', answer: answer.slice(0, 30), state: 'stopped' }] }) } },
  },
}
export const Failed: Story = {
  args: {
    node,
    scope: {
      data: {
        ai: still({
          turns: [{ id: 'a', question: 'BMI 怎么算？', answer: '', state: 'failed', error: '网络连接异常，请检查您的网络连接！' }],
        }),
      },
    },
  },
}
