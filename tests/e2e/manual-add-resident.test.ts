// The manual add-resident screen (screens/hypertension/manual-add-resident.json) in Chromium against the built
// app and the embedded backend, logged in as the demo doctor: every validation message, the area / street /
// committee cascade, success (toast, back after 500 ms), prefill on the next visit, and a failed submit that
// keeps every value (SPEC §2, §3, §4, §5, §7, §9).
import type { Locator, Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { PAGE_BEHIND, logInWithPageBehind } from './session.ts'
import { watchAnswerThenBack } from './answer-then-back.ts'
import { routeToastCode } from './toast-code.ts'

const b = useBrowser()
const WAIT = { timeout: 10_000 }
const SCREEN = '/doctor/family_doctor/hypertension/manual-add-resident'
const ADD = /\/home_doctor\/hnt_manage\/warning\/add_hnt_resident/

/** Log in as the demo doctor through the mock identity provider; the screen opens with a page behind it. */
async function openAsDoctor(page: Page): Promise<void> {
  await logInWithPageBehind(page, b.url(SCREEN))
  await openScreen(page)
}

async function openScreen(page: Page): Promise<void> {
  await page.goto(b.url(SCREEN))
  await page.locator('#root_userName').waitFor(WAIT)
}

const row = (page: Page, field: string): Locator => page.locator(`#root_${field}`)
const rowText = (page: Page, field: string) => row(page, field).innerText()
const messages = (page: Page) => page.locator('.edu-form-row__error').allInnerTexts()
const confirm = (page: Page) => page.getByRole('button', { name: '确认添加' }).click()
const toast = (page: Page, text: string) => page.locator('.adm-toast-main').getByText(text, { exact: true })

/** Open a field's picker, tap an item if given (else keep the first), and confirm. */
async function pick(page: Page, field: string, item?: string): Promise<void> {
  await row(page, field).click()
  const popup = page.locator(`.root_${field}__picker`)
  await popup.locator('.adm-picker-view-column-item').first().waitFor(WAIT)
  if (item) await popup.locator('.adm-picker-view-column-item', { hasText: item }).first().click()
  // The wheel hands its choice to the picker on the next tick.
  await page.waitForTimeout(100)
  await popup.getByText('确定', { exact: true }).click()
  await popup.locator('.adm-picker').waitFor({ state: 'hidden' })
}

async function fillResident(page: Page): Promise<void> {
  await row(page, 'userName').fill('王小明')
  await page.locator('#root_gender').getByText('男', { exact: true }).click()
  await row(page, 'phoneNumber').fill('13800001111')
  await pick(page, 'area')
  await expect.poll(() => rowText(page, 'area'), WAIT).toBe('北京市 北京市 东城区')
  await pick(page, 'street')
  await expect.poll(() => rowText(page, 'street'), WAIT).not.toBe('请选择')
  await pick(page, 'committee')
  await expect.poll(() => rowText(page, 'committee'), WAIT).not.toBe('请选择')
  await row(page, 'detailAddress').fill('3号楼1单元')
  await page.locator('#root_tag').getByText('高血压风险人群', { exact: true }).click()
}

function recordAdds(page: Page): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = []
  page.on('request', (r: Request) => {
    if (ADD.test(r.url()) && r.method() === 'POST') sent.push(JSON.parse(r.postData() ?? '{}') as Record<string, unknown>)
  })
  return sent
}

describe('manual add resident', () => {
  it('shows the title, the fields and the fixed confirm button', async () => {
    const page = b.page()
    await openAsDoctor(page)
    await page.getByRole('heading', { name: '手动添加居民' }).waitFor()
    for (const label of ['居民姓名', '性别', '出生日期', '手机号', '所在地', '所在街道/镇', '所在村/居委会', '详细地址', '居民分类']) {
      await page.locator('.edu-form-row__label', { hasText: label }).first().waitFor()
    }
    expect(await rowText(page, 'area')).toBe('请选择')
    await page.locator('.edu-page__footer').getByRole('button', { name: '确认添加' }).waitFor()
    expect(b.pageErrors()).toEqual([])
  })

  it('draws the address box two lines high, grows it with the text up to six lines, and shrinks it when cleared', async () => {
    const page = b.page()
    await openAsDoctor(page)
    const box = row(page, 'detailAddress')
    const height = () => box.evaluate((el) => el.getBoundingClientRect().height)
    const empty = await height()
    const lineHeight = await box.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight))
    expect(Math.round(empty)).toBe(Math.round(2 * lineHeight))
    await box.fill('1号楼')
    await expect.poll(height, WAIT).toBe(empty)
    await box.fill(['1号楼', '2单元', '3层', '301室'].join('\n'))
    await expect.poll(height, WAIT).toBeCloseTo(4 * lineHeight, 0)
    await box.fill(Array.from({ length: 9 }, (_, i) => `第${String(i + 1)}行`).join('\n'))
    await expect.poll(height, WAIT).toBeCloseTo(6 * lineHeight, 0)
    await box.fill('')
    await expect.poll(height, WAIT).toBe(empty)
  })

  it('shows each validation message and sends nothing while the form is invalid', async () => {
    const page = b.page()
    const sent = recordAdds(page)
    await openAsDoctor(page)
    await confirm(page)
    await expect.poll(() => messages(page), WAIT).toEqual(['居民姓名不能为空', '请选择性别', '手机号不能为空', '请选择居民分类'])

    await row(page, 'userName').fill('王小明')
    await row(page, 'phoneNumber').fill('12800001111')
    await expect.poll(() => messages(page), WAIT).toEqual(['请选择性别', '请填写有效的手机号', '请选择居民分类'])
    await row(page, 'phoneNumber').fill('1380000111')
    await confirm(page)
    await expect.poll(() => messages(page), WAIT).toContain('请填写有效的手机号')
    await row(page, 'phoneNumber').fill('13800001111')
    await expect.poll(() => messages(page), WAIT).toEqual(['请选择性别', '请选择居民分类'])
    expect(sent).toEqual([])
  })

  it('asks for the area before a street and for a street before a committee, and clears children when a parent changes', async () => {
    const page = b.page()
    await openAsDoctor(page)
    await row(page, 'street').click()
    await toast(page, '请先选择所在地').waitFor()
    expect(await page.locator('.root_street__picker .adm-picker').count()).toBe(0)
    await row(page, 'committee').click()
    await toast(page, '请先选择所在街道/镇').waitFor()

    await pick(page, 'area')
    await pick(page, 'street')
    await pick(page, 'committee')
    const street = await rowText(page, 'street')
    expect(await rowText(page, 'committee')).not.toBe('请选择')

    // Another street clears the committee.
    await row(page, 'street').click()
    const streets = page.locator('.root_street__picker .adm-picker-view-column-item')
    await streets.nth(1).waitFor(WAIT)
    await streets.nth(1).click()
    await page.waitForTimeout(100)
    await page.locator('.root_street__picker').getByText('确定', { exact: true }).click()
    await expect.poll(() => rowText(page, 'street'), WAIT).not.toBe(street)
    await expect.poll(() => rowText(page, 'committee'), WAIT).toBe('请选择')

    // Another district clears the street and the committee.
    await pick(page, 'committee')
    await pick(page, 'area', '西城区')
    await expect.poll(() => rowText(page, 'area'), WAIT).toBe('北京市 北京市 西城区')
    await expect.poll(async () => [await rowText(page, 'street'), await rowText(page, 'committee')], WAIT).toEqual(['请选择', '请选择'])
  })

  it('adds the resident with province, city and area codes, toasts, goes back after 500 ms, and prefills next time', async () => {
    const page = b.page()
    const sent = recordAdds(page)
    await openAsDoctor(page)
    await fillResident(page)
    const street = await rowText(page, 'street')
    const committee = await rowText(page, 'committee')
    const saved = await watchAnswerThenBack(page, '/add_hnt_resident')
    await confirm(page)
    await expect.poll(() => saved.toasts(), { timeout: 30_000 }).toContain('添加成功')
    await page.waitForURL(b.url(PAGE_BEHIND), WAIT)
    expect(await saved.shownBeforeBackMs('添加成功')).toBeGreaterThanOrEqual(500)
    expect(await saved.waitedMs()).toBeGreaterThanOrEqual(500)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      userName: '王小明',
      gender: '1',
      phoneNumber: '13800001111',
      province: '110000',
      city: '110100',
      area: '110101',
      detailAddress: '3号楼1单元',
      tag: '10',
    })
    expect(String(sent[0].street)).toMatch(/^110101\d{3}$/)
    expect(String(sent[0].committee)).toMatch(/^110101\d{6}$/)

    await openScreen(page)
    await expect.poll(() => rowText(page, 'area'), WAIT).toBe('北京市 北京市 东城区')
    await expect.poll(() => rowText(page, 'street'), WAIT).toBe(street)
    await expect.poll(() => rowText(page, 'committee'), WAIT).toBe(committee)
    expect(await row(page, 'detailAddress').inputValue()).toBe('3号楼1单元')
    expect(await row(page, 'userName').inputValue()).toBe('')
  })

  it("tells a lost network in words even when the toast's own code cannot arrive, and keeps what was typed", async () => {
    const page = b.page()
    // The toast's code never comes, as when the network went before any toast was shown.
    await routeToastCode(page, (route) => route.abort('internetdisconnected'))
    b.expectErrors(/net::ERR_(FAILED|INTERNET_DISCONNECTED)/, /Failed to fetch dynamically imported module/)
    await openAsDoctor(page)
    await fillResident(page)
    await page.evaluate(() => window.__eduMock?.injectFault('hypertension.addResident', { kind: 'network', times: 1 }))
    await confirm(page)
    await page.getByRole('alert').getByText('网络连接异常，请检查您的网络连接！', { exact: true }).waitFor(WAIT)
    expect(page.url()).toBe(b.url(SCREEN))
    expect(await row(page, 'userName').inputValue()).toBe('王小明')
    expect(await row(page, 'phoneNumber').inputValue()).toBe('13800001111')
  })

  it('keeps every value after a failed submit, and succeeds on the next press', async () => {
    const page = b.page()
    const sent = recordAdds(page)
    await openAsDoctor(page)
    await fillResident(page)
    const before = [await rowText(page, 'area'), await rowText(page, 'street'), await rowText(page, 'committee')]
    // The injected failure: Chromium logs the 500 answer.
    b.expectErrors(/the server responded with a status of 500/)
    await page.evaluate(() => window.__eduMock?.injectFault('hypertension.addResident', { kind: 'http', status: 500, times: 1 }))
    await confirm(page)
    await toast(page, '服务器繁忙,请稍后重试').waitFor(WAIT)
    const button = page.locator('.edu-page__footer button')
    await expect.poll(() => button.getAttribute('class'), WAIT).not.toContain('adm-button-loading')
    expect(page.url()).toBe(b.url(SCREEN))
    expect(await row(page, 'userName').inputValue()).toBe('王小明')
    expect(await row(page, 'phoneNumber').inputValue()).toBe('13800001111')
    expect(await row(page, 'detailAddress').inputValue()).toBe('3号楼1单元')
    expect([await rowText(page, 'area'), await rowText(page, 'street'), await rowText(page, 'committee')]).toEqual(before)
    expect(await page.locator('#root_gender input[type=radio]').first().isChecked()).toBe(true)

    const saved = await watchAnswerThenBack(page, '/add_hnt_resident')
    await confirm(page)
    await expect.poll(() => saved.toasts(), { timeout: 30_000 }).toContain('添加成功')
    await page.waitForURL(b.url(PAGE_BEHIND), WAIT)
    expect(sent).toHaveLength(2)
  })
})
