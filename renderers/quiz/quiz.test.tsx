import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderConfig } from '../shared/testing'
import { keptKey } from './kept'
import { settle } from '../../src/engine/testing'

const questions = [
  {
    id: 'q1',
    type: 'single',
    title: '诊室血压诊断高血压的标准是？',
    options: [
      { value: 'A', label: 'A. ≥130/80 mmHg' },
      { value: 'B', label: 'B. ≥140/90 mmHg' },
    ],
  },
  {
    id: 'q2',
    type: 'multiple',
    title: '以下属于一线降压药物的有？',
    options: [
      { value: 'A', label: 'A. 钙通道阻滞剂' },
      { value: 'B', label: 'B. 利尿剂' },
      { value: 'C', label: 'C. 镇静剂' },
    ],
  },
]
const quiz = { type: 'quiz', id: 'exam', questions: '{{ state.questions }}', state: 'answers', keep: 'exam-ER1' }

afterEach(() => localStorage.clear())

describe('quiz', () => {
  it('answers one question at a time, writes the answers to state and keeps them on the device', async () => {
    renderConfig([quiz, { type: 'text', text: '答案 {{ state.answers.q1 }} {{ len(state.answers.q2) }}' }], {
      scope: { state: { questions } },
    })
    expect(await screen.findByRole('heading', { name: '1. 诊室血压诊断高血压的标准是？' })).toBeTruthy()
    expect(screen.getByText('第1题 / 共2题')).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: 'B. ≥140/90 mmHg' }))
    expect(screen.getByRole('radio', { name: 'B. ≥140/90 mmHg' }).getAttribute('aria-checked')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: '下一题' }))
    expect(screen.getByText('多选题')).toBeTruthy()
    fireEvent.click(screen.getByRole('checkbox', { name: 'B. 利尿剂' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'A. 钙通道阻滞剂' }))
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(keptKey('exam-ER1')) ?? '{}')).toEqual({ answers: { q1: 'B', q2: ['A', 'B'] }, current: 1 }),
    )
    expect(await screen.findByText('答案 B 2')).toBeTruthy()
  })

  it('comes back to the same question with its answers, and the answer sheet jumps between questions', async () => {
    localStorage.setItem(keptKey('exam-ER1'), JSON.stringify({ answers: { q2: ['C'] }, current: 1 }))
    renderConfig([quiz], { scope: { state: { questions } } })
    expect(await screen.findByRole('checkbox', { name: 'C. 镇静剂', checked: true })).toBeTruthy()
    expect(screen.getByText('已答1题，未答1题')).toBeTruthy()
    await settle(() => fireEvent.click(screen.getByRole('button', { name: '第1题，未答' })))
    expect(screen.getByRole('heading', { name: '1. 诊室血压诊断高血压的标准是？' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '上一题' })).toHaveProperty('disabled', true)
  })

  it('draws nothing until the questions arrive, and ignores records that are not questions', async () => {
    const { container } = renderConfig([{ ...quiz, questions: '{{ state.none }}' }], { scope: { state: {} } })
    await waitFor(() => expect(container.querySelector('.edu-quiz')).toBeNull())
  })
})
