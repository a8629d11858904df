import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { QuizNode } from '../../src/generated/screen'

type Args = NodeStoryArgs<QuizNode>

const meta: Meta<Args> = { title: 'Renderers/quiz', render: renderNodeStory }
export default meta

type Story = StoryObj<Args>

const questions = [
  {
    id: '1',
    type: 'single',
    title: '诊室血压诊断高血压的标准是？',
    options: [
      { value: 'A', label: 'A. ≥130/80 mmHg' },
      { value: 'B', label: 'B. ≥140/90 mmHg' },
      { value: 'C', label: 'C. ≥135/85 mmHg' },
    ],
  },
  {
    id: '2',
    type: 'multiple',
    title: '以下属于常用一线降压药物的有？',
    options: [
      { value: 'A', label: 'A. 钙通道阻滞剂' },
      { value: 'B', label: 'B. ACEI' },
      { value: 'C', label: 'C. 噻嗪类利尿剂' },
      { value: 'D', label: 'D. 苯二氮䓬类' },
    ],
  },
  {
    id: '3',
    type: 'single',
    title: '每日食盐摄入量建议不超过？',
    options: [
      { value: 'A', label: 'A. 3 克' },
      { value: 'B', label: 'B. 5 克' },
    ],
  },
]

/** A fresh attempt: the first question, nothing answered. */
export const FirstQuestion: Story = {
  args: { node: { type: 'quiz', id: 'story-quiz', questions: '{{ state.questions }}', state: 'answers' }, scope: { state: { questions } } },
}

/** Kept on the device: a reload comes back here (the story keeps its answers under its own key). */
export const KeptAnswers: Story = {
  args: {
    node: { type: 'quiz', id: 'story-quiz-kept', questions: '{{ state.questions }}', state: 'answers', keep: 'story-kept' },
    scope: { state: { questions } },
  },
}

/** Before the questions load: nothing is drawn. */
export const Loading: Story = {
  args: { node: { type: 'quiz', id: 'story-quiz-loading', questions: '{{ state.questions }}' }, scope: { state: {} } },
}
