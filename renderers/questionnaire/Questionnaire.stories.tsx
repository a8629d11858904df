import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { QuestionnaireNode } from '../../src/generated/screen'
import { sleepCheck } from './fixtures'

type Args = NodeStoryArgs<QuestionnaireNode>

const meta: Meta<Args> = { title: 'Renderers/questionnaire', render: renderNodeStory }
export default meta

type Story = StoryObj<Args>

// The submit goes to a call the stories' backend does not know, so a story shows the failed submit too.
const submit: QuestionnaireNode['submit'] = [{ action: 'toast', text: '已提交' }]

export const FirstPage: Story = { args: { node: { type: 'questionnaire', id: 'story-first', questionnaire: sleepCheck, submit } } }

export const FromData: Story = {
  args: {
    node: { type: 'questionnaire', id: 'story-data', questionnaire: '{{ state.questionnaire }}', submit },
    scope: { state: { questionnaire: sleepCheck } },
  },
}

export const Loading: Story = { args: { node: { type: 'questionnaire', id: 'story-loading', questionnaire: '{{ state.none }}', submit } } }

export const Unavailable: Story = {
  args: {
    node: { type: 'questionnaire', id: 'story-bad', questionnaire: '{{ state.questionnaire }}', submit },
    scope: { state: { questionnaire: '不是问卷' } },
  },
}

export const EveryKind: Story = {
  args: {
    node: {
      type: 'questionnaire',
      id: 'story-kinds',
      submit,
      questionnaire: {
        id: 'every-kind',
        title: '题型一览',
        pages: [
          {
            questions: [
              { id: 'born', kind: 'date', title: '出生日期' },
              { id: 'weight', kind: 'number', title: '体重', unit: 'kg' },
              { id: 'pain', kind: 'scale', title: '疼痛程度', min: 0, max: 10, minLabel: '无痛', maxLabel: '剧痛' },
              {
                id: 'meals',
                kind: 'matrix',
                title: '近一周的饮食',
                rows: [
                  { id: 'veg', label: '蔬菜' },
                  { id: 'fruit', label: '水果' },
                ],
                options: [
                  { value: 'daily', label: '每天' },
                  { value: 'some', label: '有时' },
                  { value: 'never', label: '从不' },
                ],
              },
            ],
          },
        ],
        bands: [{ min: 0, max: 100, title: '已完成' }],
      },
    },
  },
}
