// Forms keep the user's taps (issue 31): after a failed submit, fixing a field makes its message leave, and
// the rows below must not move while the user's finger is on its way to one of them. Each test aims at the
// next field where it stood right after the failed submit, fixes the field above, and taps there: the tap must
// choose what was aimed at (成人组-style single choices on a questionnaire, 性别 女 on add resident).
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { logInWithPageBehind, openAsResident } from './session.ts'

const b = useBrowser()
const WAIT = { timeout: 10_000 }

/** The centre of what the user aims at, in page pixels. */
async function aimAt(target: Locator): Promise<{ x: number; y: number }> {
  const box = await target.boundingBox()
  if (!box) throw new Error('the target is not on screen')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** A finger's tap at a point: pointer down there, pointer up there (nothing re-aimed in between). */
async function tapAt(page: Page, point: { x: number; y: number }): Promise<void> {
  await page.mouse.click(point.x, point.y)
}

describe('a failed submit keeps the next tap', () => {
  it('add resident: after 确认添加 fails, typing the name and tapping 性别 女 where it stood chooses 女', async () => {
    const page = b.page()
    const screen = b.url('/doctor/family_doctor/hypertension/manual-add-resident')
    await logInWithPageBehind(page, screen)
    await page.goto(screen)
    const name = page.locator('#root_userName')
    await name.waitFor(WAIT)
    await page.locator('.edu-page__footer').getByRole('button', { name: '确认添加' }).click()
    const messages = () => page.locator('.edu-form-row__error').allInnerTexts()
    await expect.poll(messages, WAIT).toContain('居民姓名不能为空')
    const female = page.locator('#root_gender').getByText('女', { exact: true })
    const aimed = await aimAt(female)

    // Typing fixes the name: its message leaves as the user types (after a failed submit messages are live)...
    await name.fill('王小明')
    await expect.poll(messages, WAIT).not.toContain('居民姓名不能为空')
    // ...and leaving the field (the finger going down on 女) moves nothing below it.
    await tapAt(page, aimed)
    await expect.poll(() => page.locator('#root_gender .adm-radio-checked').innerText(), WAIT).toBe('女')
    expect(await aimAt(female)).toEqual(aimed)
  })

  it('questionnaire: after 下一步 fails, answering the first question and tapping the second where it stood answers it', async () => {
    const page = b.page()
    await openAsResident(page, b.url('/health/special-service/malnutrition/questionnaire'))
    await page.getByRole('heading', { name: 'NRS-2002 营养风险筛查' }).waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: '下一步', exact: true }).click()
    const first = page.locator('[data-question="lowBmi"]')
    const second = page.locator('[data-question="weightLoss"]')
    await first.getByRole('alert').waitFor(WAIT)
    const no = second.getByText('否', { exact: true })
    const aimed = await aimAt(no)

    await first.getByText('是', { exact: true }).click()
    await expect.poll(() => first.getByRole('alert').count(), WAIT).toBe(0)
    await tapAt(page, aimed)
    await expect.poll(() => second.getByRole('radio', { name: '否', exact: true }).isChecked(), WAIT).toBe(true)
    expect(await aimAt(no)).toEqual(aimed)
  })
})
