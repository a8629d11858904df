import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createRendererEngine, renderConfig } from '../shared/testing'
import { draftKey } from './draft'
import { oneByOne, sleepCheck } from './fixtures'
import { definition } from './index'
import { settle } from '../../src/engine/testing'

beforeAll(async () => {
  await definition.preload?.()
})
beforeEach(() => localStorage.clear())

const submit = [
  {
    action: 'call',
    call: 'test.submit',
    args: { id: '{{ form.questionnaireId }}', answers: '{{ form.answers }}', score: '{{ form.score }}' },
  },
]
const node = { type: 'questionnaire', id: 'sleep', questionnaire: sleepCheck, submit }
const choose = (label: string) => fireEvent.click(screen.getByText(label))
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }))

async function answerAll() {
  choose('经常')
  fireEvent.change(screen.getByLabelText('平均每晚睡眠时长'), { target: { value: '5' } })
  press('下一步')
  await screen.findByText('情绪与精力')
  fireEvent.click(screen.getByRole('radio', { name: '2' }))
  choose('否')
}

describe('questionnaire', () => {
  it('shows the first page with its progress and named groups, and focuses a missed required question', () => {
    renderConfig([node])
    // Its pages ask several questions each, so progress counts pages, never "第1题" above several questions.
    expect(screen.getByText('第1页，共2页')).toBeTruthy()
    expect(screen.getByRole('radiogroup', { name: /近一个月是否经常入睡困难/ })).toBeTruthy()
    press('下一步')
    expect(screen.getByRole('alert').textContent).toBe('请选择是否入睡困难')
    const question = document.getElementById('sleep-q-insomnia')
    expect(question?.contains(document.activeElement)).toBe(true)
  })

  it('follows skip and visibility rules', async () => {
    renderConfig([node])
    choose('没有')
    expect(screen.queryByText('平均每晚睡眠时长')).toBeNull()
    press('下一步')
    await screen.findByText('白天的精神状态打几分？')
    expect(screen.queryByLabelText(/药物名称/)).toBeNull()
    choose('是')
    expect(screen.getByLabelText(/药物名称/)).toBeTruthy()
    expect(screen.getByText('第2页，共2页')).toBeTruthy()
  })

  it('keeps a draft and restores it on return', async () => {
    const first = renderConfig([node])
    choose('偶尔')
    press('下一步')
    await screen.findByText('情绪与精力')
    const saved = JSON.parse(localStorage.getItem(draftKey('sleep', 'sleep-check')) ?? '{}')
    expect(saved).toEqual({ answers: { insomnia: 'sometimes' }, page: 1 })
    first.unmount()
    renderConfig([node])
    expect(screen.getByText('白天的精神状态打几分？')).toBeTruthy()
    press('上一步')
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '偶尔' }).checked).toBe(true)
    expect(screen.getByRole('status').textContent).toBe('已恢复您上次未提交的答案')
  })

  it('keeps every answer through a failed submit, then scores and shows the band', async () => {
    let fail = true
    const engine = createRendererEngine({
      calls: {
        'test.submit': () => {
          if (fail) throw new Error('网络异常')
          return { score: 7 }
        },
      },
    })
    const { recorded } = renderConfig([node], { engine })
    await answerAll()
    await settle(() => press('提交'))
    expect(await screen.findByText('提交失败，您的答案已保留，请稍后重试')).toBeTruthy()
    expect(screen.getByRole('radio', { name: '2' }).getAttribute('aria-checked')).toBe('true')
    expect(localStorage.getItem(draftKey('sleep', 'sleep-check'))).toContain('often')
    fail = false
    await settle(() => press('提交'))
    expect(await screen.findByText('睡眠欠佳')).toBeTruthy()
    expect(screen.getByText('您的得分 7分')).toBeTruthy()
    expect(screen.getByText('建议咨询家庭医生。')).toBeTruthy()
    expect(recorded.calls.at(-1)?.args).toEqual({
      id: 'sleep-check',
      answers: { insomnia: 'often', hours: 5, mood: 2, pills: 'no' },
      score: 4,
    })
    await waitFor(() => expect(localStorage.getItem(draftKey('sleep', 'sleep-check'))).toBeNull())
  })

  it('counts questions when each page asks one', async () => {
    const single = { ...node, id: 'one-by-one', questionnaire: oneByOne }
    renderConfig([single])
    expect(screen.getByText('第1题，共2题')).toBeTruthy()
    choose('否')
    press('下一步')
    expect(await screen.findByText('第2题，共2题')).toBeTruthy()
  })

  it('shows an alert raised by an answer above the score, whatever the total', async () => {
    const engine = createRendererEngine({ calls: { 'test.submit': () => ({}) } })
    renderConfig([{ ...node, id: 'one-by-one', questionnaire: oneByOne }], { engine })
    choose('否')
    press('下一步')
    await screen.findByText('第2题，共2题')
    choose('是')
    await settle(() => press('提交'))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('请立即就医')
    expect(alert.textContent).toContain('胸痛持续不缓解时')
    const call = screen.getByRole('link', { name: /急救电话 120/ })
    expect(call.getAttribute('href')).toBe('tel:120')
    // The band of a low total (1 point) is still shown, under the alert.
    const verdict = screen.getByText('风险较低')
    expect(alert.compareDocumentPosition(verdict) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('raises no alert for other answers', async () => {
    const engine = createRendererEngine({ calls: { 'test.submit': () => ({}) } })
    renderConfig([{ ...node, id: 'one-by-one', questionnaire: oneByOne }], { engine })
    choose('否')
    press('下一步')
    await screen.findByText('第2题，共2题')
    choose('否')
    await settle(() => press('提交'))
    expect(await screen.findByText('风险较低')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('takes its questionnaire from an expression, and says so when it is not one', () => {
    renderConfig([{ ...node, questionnaire: '{{ state.q }}' }], { scope: { state: { q: sleepCheck } } })
    expect(screen.getByText('睡眠质量自评')).toBeTruthy()
  })

  it('shows that a questionnaire that is not one cannot open', () => {
    renderConfig([{ ...node, questionnaire: '{{ state.q }}' }], { scope: { state: { q: 'oops' } } })
    expect(screen.getByRole('alert').textContent).toBe('页面暂时无法访问，您可以尝试刷新')
  })
})
