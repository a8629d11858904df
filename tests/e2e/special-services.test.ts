// Special services in the built app against the embedded backend (issue 14): a bronchoscopy upload that fails
// once and keeps what was chosen and typed, then lands in the list and opens in its detail; a doctor adding a
// resident to the malnutrition programme and finding him in it; his join application; a resident choosing the
// hospital of her malnutrition service; the old malnutrition path's redirect.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { pngFile } from './pictures.ts'
import { openLoggedIn } from './session.ts'

const b = useBrowser()
const WAIT = { timeout: 10_000 }

const row = (page: Page, field: string) => page.locator(`#root_${field}`)
const toast = (page: Page, text: string | RegExp) => page.locator('.adm-toast-main').getByText(text)

/** Open a field's picker, tap an item if given (else keep the first), and confirm. */
async function pick(page: Page, field: string, item?: string): Promise<void> {
  // A field typed into keeps its text until typing pauses (300 ms): the form redraws then, and a click meanwhile is lost.
  await page.waitForTimeout(400)
  await row(page, field).click()
  // The date picker's popup has no class of its own: the one picker open is the last in the page.
  const popup = page
    .locator(`.root_${field}__picker`)
    .or(page.locator('.adm-popup').filter({ has: page.locator('.adm-picker') }))
    .last()
  await popup.locator('.adm-picker-view-column-item').first().waitFor(WAIT)
  if (item) await popup.locator('.adm-picker-view-column-item', { hasText: item }).first().click()
  // The wheel hands its choice to the picker on the next tick.
  await page.waitForTimeout(100)
  await popup.getByText('确定', { exact: true }).click()
  await popup.locator('.adm-picker').waitFor({ state: 'hidden' })
}

/** Choose the first record a search-select field lists; answers its label. */
async function searchSelectFirst(page: Page, field: string): Promise<string> {
  await row(page, field).click()
  const first = page.locator('.edu-form-search-select__list button').first()
  await first.waitFor(WAIT)
  const label = await first.innerText()
  await first.click()
  await expect.poll(() => row(page, field).innerText(), WAIT).toContain(label)
  return label
}

describe('bronchoscopy upload', () => {
  it('keeps the files and what was typed through a failed upload, then finds the upload in the list and its detail', async () => {
    const page = b.page()
    await openLoggedIn(page, b.url('/doctor/special-service/bronchus/upload'))
    await page.getByRole('button', { name: '添加图片或文件' }).waitFor(WAIT)
    const patient = await searchSelectFirst(page, 'patientAccountCode')
    await pick(page, 'examDate')
    await pick(page, 'examType', '支气管肺泡灌洗')
    await row(page, 'notes').fill('慢性咳嗽两月，灌洗液已送检，请协助判读镜下所见。')
    await page.locator('.edu-uploader__input').setInputFiles([pngFile('镜下所见.png')])
    await page.getByText('镜下所见.png').waitFor()

    // The file service fails once: its message shows, and nothing chosen or typed is lost.
    await page.evaluate(() =>
      window.__eduMock?.injectFault('bronchus.upload', {
        kind: 'envelope',
        code: '125000500',
        msg: '文件服务暂不可用，请稍后重试',
        times: 1,
      }),
    )
    await page.getByRole('button', { name: '上传', exact: true }).click()
    await toast(page, '文件服务暂不可用，请稍后重试').waitFor(WAIT)
    await page.getByRole('button', { name: '上传', exact: true }).waitFor(WAIT)
    await page.getByText('镜下所见.png').waitFor()
    expect(await row(page, 'notes').inputValue()).toBe('慢性咳嗽两月，灌洗液已送检，请协助判读镜下所见。')
    expect(await row(page, 'patientAccountCode').innerText()).toContain(patient)

    await page.getByRole('button', { name: '上传', exact: true }).click()
    await page.getByRole('progressbar').waitFor(WAIT)
    await page.waitForURL(/\/bronchus\/upload\/list$/, WAIT)
    const newest = page.locator('.edu-card').first()
    await expect.poll(() => newest.innerText(), WAIT).toContain(patient)
    expect(await newest.innerText()).toContain('待审阅')
    expect(await newest.innerText()).toContain('支气管肺泡灌洗')
    await newest.click()

    await page.waitForURL(/\/bronchus\/upload\/detail\?id=BU\d+$/, WAIT)
    await page.getByText('慢性咳嗽两月，灌洗液已送检，请协助判读镜下所见。').waitFor(WAIT)
    await page.getByText('专家一般在 2 个工作日内给出审阅意见').waitFor()
    // The picture is the one sent, and opens larger.
    const picture = page.getByRole('img', { name: '镜下所见.png' }).first()
    // The picture's address is set once it is near the view.
    await expect.poll(() => picture.getAttribute('src'), WAIT).toMatch(/^data:image\/png;base64,/)
    await picture.click()
    await expect.poll(() => page.getByRole('img', { name: '镜下所见.png' }).count(), WAIT).toBe(2)
    expect(b.pageErrors()).toEqual([])
  })

  it("shows an expert's opinion on a reviewed upload", async () => {
    const page = b.page()
    await openLoggedIn(page, b.url('/doctor/special-service/bronchus/upload/list'))
    await page.getByRole('tab', { name: '已审阅' }).click()
    await page.getByText('已审阅', { exact: true }).nth(1).waitFor(WAIT)
    await page.locator('.edu-card').first().click()
    await page.getByText('审阅意见').waitFor(WAIT)
    await page.getByText(/建议 6 个月后复查胸部低剂量 CT/).waitFor()
    await page.getByText('支气管镜检查报告.pdf').waitFor()
  })
})

describe('malnutrition programme', () => {
  it('lets the doctor add a searched resident with his screening; he then leads the programme', async () => {
    const page = b.page()
    await openLoggedIn(page, b.url('/doctor/special-service/malnutrition-add-resident'))
    const candidates = page.locator('.edu-card').filter({ hasNotText: '已在管理中' })
    await candidates.first().waitFor(WAIT)
    const name = (await candidates.first().innerText()).split('\n')[0]?.trim() ?? ''
    // Searching finds him (400 ms after typing pauses).
    await page.getByRole('searchbox').fill(name)
    await expect.poll(() => page.locator('.edu-card').first().innerText(), WAIT).toContain(name)
    await page.locator('.edu-card').filter({ hasText: name }).first().click()
    await page.getByText('纳入管理的居民').waitFor(WAIT)
    await page.getByRole('button', { name: '确认添加' }).click()
    await expect
      .poll(() => page.locator('.edu-form-row__error').allInnerTexts(), WAIT)
      .toEqual(['请填写身高', '请填写体重', '请选择近期体重变化', '请选择近 1 周进食情况', '请选择疾病严重程度'])
    await row(page, 'height').fill('158')
    await row(page, 'weight').fill('44')
    await pick(page, 'weightLoss', '2 个月内下降超过 5%')
    await pick(page, 'intake', '为平时的 50%～75%')
    await pick(page, 'disease', '营养需要量正常')
    await row(page, 'note').fill('独居，近两月食欲差')
    await page.getByRole('button', { name: '确认添加' }).click()
    await toast(page, new RegExp(`已添加${name}，NRS-2002 评分 \\d 分`)).waitFor(WAIT)
    await page.waitForURL(/\/malnutrition-manage$/, WAIT)
    await expect.poll(() => page.locator('.edu-card').nth(1).innerText(), WAIT).toContain(name)
    expect(await page.locator('.edu-card').nth(1).innerText()).toContain('存在营养风险')
    expect(b.pageErrors()).toEqual([])
  })

  it("shows the doctor's membership, and takes a changed application for review", async () => {
    const page = b.page()
    await openLoggedIn(page, b.url('/doctor/special-service/malnutrition-join-apply'))
    await page.getByText('已加入', { exact: true }).waitFor(WAIT)
    await page.getByRole('button', { name: '修改申请信息' }).click()
    await searchSelectFirst(page, 'hospitalId')
    await pick(page, 'departmentName', '临床营养科')
    await pick(page, 'title', '主治医师')
    await page.locator('input[data-photos-for="root_certificatePhotos"]').setInputFiles(pngFile('cert.png'))
    await page.getByRole('button', { name: '提交申请' }).click()
    await expect.poll(() => page.locator('.edu-form-row__error').allInnerTexts(), WAIT).toEqual(['请阅读并同意服务协议'])
    await page.locator('#root_agree').getByText('我已阅读并同意《营养不良专病服务医生协议》').click()
    await page.getByRole('button', { name: '提交申请' }).click()
    await toast(page, '提交成功，请等待审核').waitFor(WAIT)
    await page.getByText('审核中', { exact: true }).waitFor(WAIT)
    await page.getByText('临床营养科').waitFor()
    expect(b.pageErrors()).toEqual([])
  })

  it('lets a resident choose the hospital of her service, then continue the service process', async () => {
    const page = b.page()
    await openLoggedIn(page, b.url('/health/special-service/malnutrition-select-hospital'))
    const first = page.locator('.edu-card').first()
    await first.waitFor(WAIT)
    expect(await first.innerText()).toMatch(/距您 [\d.]+k?m/)
    const name = (await first.innerText()).split('\n')[0]?.trim() ?? ''
    await first.click()
    await page.getByText(`选择${name}`, { exact: false }).waitFor(WAIT)
    await page.getByRole('button', { name: '确定' }).click()
    await toast(page, `已选择${name}`).waitFor(WAIT)
    await page.waitForURL(/\/malnutrition-service-process$/, WAIT)
    await page.getByText(name).first().waitFor()
    await page.getByRole('button', { name: '更换服务医院' }).waitFor()
    expect(b.pageErrors()).toEqual([])
  })

  it('sends the old malnutrition path to the programme', async () => {
    const page = b.page()
    await openLoggedIn(page, b.url('/doctor/special-service/malnutrition-manage'))
    await page.goto(b.url('/doctor/family_doctor/malnutrition_managment'))
    await page.waitForURL(/\/doctor\/special-service\/malnutrition-manage$/, WAIT)
    await page.getByText('王秀兰').waitFor(WAIT)
  })
})
