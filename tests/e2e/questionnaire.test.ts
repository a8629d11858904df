// A questionnaire written only as JSON (screens/questionnaires/health-literacy.json, served by the embedded
// backend through questionnaire.get) on /activity/questionNaire, in Chromium against the built app: it renders,
// keeps its draft through a reload, focuses a missed required question, keeps every answer through a failed
// submit, is scored by the server and shows its band and advice; once submitted, the draft is gone.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { openLoggedIn } from './session.ts'

const b = useBrowser()
const WAIT = { timeout: 10_000 }
const SCREEN = '/activity/questionNaire'

const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true })
const press = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click()
/** Whether the focused element is inside the question with this id (the node's id is "activity"). */
const focusedIn = (page: Page, question: string) =>
  page.evaluate((id) => !!document.getElementById(`activity-q-${id}`)?.contains(document.activeElement), question)

describe('a questionnaire written as JSON', () => {
  it('keeps its draft and every answer, focuses what is missing, scores and shows the result', async () => {
    const page = b.page()
    await openLoggedIn(page, b.url(SCREEN))
    // The first load fetches the questionnaire and the node's chunk through the service worker: allow for a busy machine.
    await page.getByRole('heading', { name: '居民健康素养有奖问卷' }).waitFor({ timeout: 30_000 })
    await page.getByText('第1页，共2页').waitFor()

    // Next with nothing answered: the first question says so and has the focus.
    await press(page, '下一步')
    await page.getByRole('alert').first().waitFor()
    expect(await page.locator('#activity-q-salty [role=alert]').innerText()).toBe('请回答此题')
    expect(await focusedIn(page, 'salty')).toBe(true)

    await radio(page, '咸菜').click()
    await page.getByText('收缩压低于 140 mmHg 且舒张压低于 90 mmHg').click()
    await page.getByText('每天步行 6000 步').click()
    await page.getByText('每晚睡足 7 小时').click()

    // A reload loses nothing.
    await page.reload()
    await page.getByRole('status').filter({ hasText: '已恢复您上次未提交的答案' }).waitFor(WAIT)
    expect(await radio(page, '咸菜').getAttribute('aria-checked')).toBe('true')
    expect(await page.getByRole('checkbox', { name: '每晚睡足 7 小时' }).isChecked()).toBe(true)
    await press(page, '下一步')
    await page.getByText('第2页，共2页').waitFor()

    await radio(page, '8').click()
    await page.getByText('其他', { exact: true }).click()
    // The question that "其他" reveals is required: submit focuses it.
    await press(page, '提交')
    await expect.poll(() => focusedIn(page, 'topicOther'), WAIT).toBe(true)
    await page.getByLabel('请写下您想了解的内容').fill('老年人合理用药')

    // A failed submit keeps every answer on screen.
    b.expectErrors(/the server responded with a status of 500/)
    await page.evaluate(() => window.__eduMock?.injectFault('questionnaire.submit', { kind: 'http', status: 500, times: 1 }))
    await press(page, '提交')
    await page.getByText('提交失败，您的答案已保留，请稍后重试').waitFor(WAIT)
    expect(await radio(page, '8').getAttribute('aria-checked')).toBe('true')
    expect(await page.getByLabel('请写下您想了解的内容').inputValue()).toBe('老年人合理用药')
    await press(page, '上一步')
    expect(await radio(page, '咸菜').getAttribute('aria-checked')).toBe('true')
    await press(page, '下一步')

    // The next press goes through: the server's score, its band and advice.
    await press(page, '提交')
    await page.getByText('健康知识良好').waitFor(WAIT)
    expect(await page.getByText('您的得分 4分').count()).toBe(1)
    expect(await page.getByText('您掌握了大部分健康知识，继续保持健康的生活方式。').count()).toBe(1)
    const kept = await page.evaluate(
      () => window.__eduMock?.state() as unknown as { questionnaireAnswers: Record<string, { questionnaireId: string; score: number }[]> },
    )
    expect(
      Object.values(kept.questionnaireAnswers)
        .flat()
        .filter((a) => a.questionnaireId === 'health-literacy')
        .map((a) => a.score),
    ).toEqual([4])

    // Submitted: the draft is gone, a new visit starts afresh.
    await page.reload()
    await page.getByText('第1页，共2页').waitFor(WAIT)
    expect(await page.getByRole('status').filter({ hasText: '已恢复' }).count()).toBe(0)
    expect(await radio(page, '咸菜').getAttribute('aria-checked')).toBe('false')
  })
})
