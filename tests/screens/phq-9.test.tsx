// PHQ-9 as product staff wrote it (screens/questionnaires/phq-9.json), drawn by the questionnaire node as a
// resident fills it in (issue 31): its progress counts pages, since a page asks several questions (it once said
// 第1题，共9题 above five), and an answer of 一半以上的天数 to item 9 (thoughts of self-harm) shows the call for
// help with the psychological assistance hotline and the emergency number above the score, which was once only
// 中度抑郁 and general advice.
import { fireEvent, screen, within } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { definition } from '../../renderers/questionnaire/index'
import { createRendererEngine, renderConfig } from '../../renderers/shared/testing'
import { settle } from '../../src/engine/testing'
import phq9 from '../../screens/questionnaires/phq-9.json'

beforeAll(async () => {
  await definition.preload?.()
})
beforeEach(() => localStorage.clear())

const node = { type: 'questionnaire', id: 'phq', questionnaire: phq9, submit: [{ action: 'call', call: 'test.submit' }] }

/** Chooses `label` under question `id` (every PHQ-9 question has the same four labels). */
function answer(id: string, label: string) {
  const question = document.getElementById(`phq-q-${id}`)
  if (!question) throw new Error(`no question ${id}`)
  fireEvent.click(within(question).getByText(label, { exact: true }))
}

describe('PHQ-9', () => {
  it('counts pages, not questions, while a page asks five', () => {
    renderConfig([node])
    expect(screen.getByText('第1页，共2页')).toBeTruthy()
    expect(screen.queryByText(/第1题/)).toBeNull()
  })

  it('answers thoughts of self-harm with a call for help and both numbers, above a 中度抑郁 score', async () => {
    const engine = createRendererEngine({ calls: { 'test.submit': () => ({}) } })
    renderConfig([node], { engine })
    for (const id of ['interest', 'down', 'sleep', 'tired', 'appetite']) answer(id, '好几天')
    fireEvent.click(screen.getByRole('button', { name: '下一步' }))
    await screen.findByText('第2页，共2页')
    answer('failure', '好几天')
    answer('focus', '一半以上的天数')
    answer('slow', '好几天')
    answer('harm', '一半以上的天数')
    await settle(() => fireEvent.click(screen.getByRole('button', { name: '提交' })))

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('请现在就寻求帮助')
    expect(
      within(alert)
        .getByRole('link', { name: /全国心理援助热线.*12356/ })
        .getAttribute('href'),
    ).toBe('tel:12356')
    expect(
      within(alert)
        .getByRole('link', { name: /急救电话.*120/ })
        .getAttribute('href'),
    ).toBe('tel:120')
    // 5 + 1 + 2 + 1 + 2 = 11 points: 中度抑郁, shown under the alert.
    const verdict = screen.getByText('中度抑郁')
    expect(alert.compareDocumentPosition(verdict) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
