// Cases, exams and homepages (issue 10, items 4-7) in Chromium against the built app and the embedded backend,
// as the demo doctor 陈立新: a timed exam answered, reloaded midway with its answers and clock kept, handed in
// and reviewed; a case written in sections with a picture, kept as a draft through a reload and submitted; a
// colleague followed and unfollowed from his homepage.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { pngFile } from './pictures.ts'
import { openAsDoctor } from './session.ts'

const b = useBrowser()
const WAIT = { timeout: 10_000 }
/** 吴淑珍, a colleague the demo doctor does not follow in the seed. */
const COLLEAGUE = '1d7c3a9e5b2f8d4a6c0e9b3f7a5d1c8e'

const heading = (page: Page, name: string) => page.getByRole('heading', { name }).waitFor(WAIT)

describe('a timed exam', () => {
  it('keeps the answers and the clock through a reload, hands in, shows the score and each question reviewed', async () => {
    const page = b.page()
    await openAsDoctor(page, b.url('/doctor/study/exam-list'))
    await page.getByText('基层高血压防治指南（2024）专项考试').click()
    await page.waitForURL(/\/edu\/special\/exam\?paperId=EX2025001$/)
    await heading(page, '1. 诊室血压诊断高血压的标准是？')
    const timer = page.getByRole('timer')
    expect(await timer.innerText()).toMatch(/^(20:00|19:5\d)$/)

    await page.getByRole('radio', { name: 'B. ≥140/90 mmHg' }).click()
    await page.getByRole('button', { name: '下一题' }).click()
    await heading(page, '2. 家庭血压监测诊断高血压的标准是？')
    await page.getByRole('radio', { name: 'C. ≥135/85 mmHg' }).click()
    // The answer sheet jumps to question 5, a multiple choice.
    await page.getByRole('button', { name: '第5题，未答' }).click()
    await heading(page, '5. 以下属于常用一线降压药物的有？')
    for (const option of ['A. 钙通道阻滞剂', 'B. 血管紧张素转换酶抑制剂', 'C. 噻嗪类利尿剂'])
      await page.getByRole('checkbox', { name: option }).click()
    expect(await page.getByText('已答3题，未答7题').count()).toBe(1)

    // Midway reload: the same question, every answer, and the clock still running from the same deadline.
    await page.waitForTimeout(1100)
    await page.reload()
    await heading(page, '5. 以下属于常用一线降压药物的有？')
    expect(await page.getByRole('checkbox', { name: 'C. 噻嗪类利尿剂' }).getAttribute('aria-checked')).toBe('true')
    expect(await page.getByRole('checkbox', { name: 'D. 苯二氮䓬类' }).getAttribute('aria-checked')).toBe('false')
    await page.getByText('已答3题，未答7题').waitFor(WAIT)
    expect(await page.getByRole('timer').innerText()).toMatch(/^19:[0-5]\d$/)
    await page.getByRole('button', { name: '第1题，已答' }).click()
    expect(await page.getByRole('radio', { name: 'B. ≥140/90 mmHg' }).getAttribute('aria-checked')).toBe('true')

    await page.locator('.edu-page__footer').getByRole('button', { name: '交卷' }).click()
    await page.getByText('交卷后不能再修改答案。').waitFor(WAIT)
    await page.getByRole('button', { name: '确定' }).click()
    await page.waitForURL(/\/edu\/special\/exam\/result\?recordId=ER\d+$/)
    await page.getByText('30分', { exact: true }).waitFor(WAIT)
    await page.getByText('未达到及格分60分，可以重新考试').waitFor()
    await page.getByText('3 / 10题').waitFor()

    await page.getByRole('button', { name: '查看答题卡' }).click()
    await page.waitForURL(/\/edu\/special\/exam\/answerSheet\?recordId=ER\d+$/)
    await page.getByText('你的答案：ABC　正确答案：ABC').waitFor(WAIT)
    await page.getByText('你的答案：未作答　正确答案：B').first().waitFor()
    expect(await page.getByText('错误', { exact: true }).count()).toBe(7)
  })
})

describe('the case form', () => {
  it('keeps a case being written through a reload, takes a picture (once its code can come), and submits it to its page', async () => {
    const page = b.page()
    await openAsDoctor(page, b.url('/medical/case/add'))
    await page.locator('#root_title').waitFor(WAIT)
    await page.locator('#root_title').fill('社区随访发现白大衣高血压一例')
    await page.locator('#root_patientGender').getByText('女', { exact: true }).click()
    await page.locator('#root_patientAge').fill('47')
    await page.locator('#root_chiefComplaint').fill('体检发现血压升高 2 周')
    await page.locator('#root_presentIllness').fill('单位体检诊室血压 152/94 mmHg，无头晕头痛。')
    await page.locator('#root_presentIllness').blur()
    // The draft is written once typing pauses; a reload brings every section back.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('edu.form-draft.medical-case-new') ?? ''), WAIT).toContain('单位体检')
    await page.reload()
    await page.locator('#root_title').waitFor(WAIT)
    expect(await page.locator('#root_title').inputValue()).toBe('社区随访发现白大衣高血压一例')
    expect(await page.locator('#root_presentIllness').inputValue()).toBe('单位体检诊室血压 152/94 mmHg，无头晕头痛。')
    expect(await page.locator('#root_patientAge').inputValue()).toBe('47')

    // A missing section is named, and nothing typed is lost.
    await page.locator('.edu-page__footer').getByRole('button', { name: '提交' }).click()
    await page.getByText('请填写诊断').waitFor(WAIT)
    expect(await page.locator('#root_title').inputValue()).toBe('社区随访发现白大衣高血压一例')

    await page.locator('#root_examinations').fill('家庭血压 7 天平均 126/78 mmHg，24 小时动态血压平均 124/76 mmHg。')
    const picture = pngFile('动态血压.png')
    // The picture code comes when a picture is picked; if it cannot, the picture is not taken, and nothing else is lost.
    b.expectErrors(/net::ERR_FAILED \(http.*\/assets\/picture-/)
    await page.context().route('**/assets/picture-*.js', (route) => route.abort('internetdisconnected'))
    await page.locator('#root_images input[type=file]').setInputFiles(picture)
    await page.getByText('图片读取失败，请重新选择').waitFor(WAIT)
    expect(await page.getByRole('img', { name: '检查图片第1张' }).count()).toBe(0)
    expect(await page.locator('#root_examinations').inputValue()).toContain('24 小时动态血压')
    await page.context().unroute('**/assets/picture-*.js')
    await page.locator('#root_images input[type=file]').setInputFiles(picture)
    await page.getByRole('img', { name: '检查图片第1张' }).waitFor(WAIT)
    await page.locator('#root_diagnosis').fill('白大衣高血压')
    await page.locator('#root_treatment').fill('生活方式干预，家庭血压监测，3 个月后复查。')
    await page.locator('#root_treatment').blur()
    await page.locator('.edu-page__footer').getByRole('button', { name: '提交' }).click()

    await page.waitForURL(/\/edu\/medical\/case\/view\/MC\d+$/, WAIT)
    await page.getByText('社区随访发现白大衣高血压一例').first().waitFor(WAIT)
    await page.getByText('白大衣高血压', { exact: true }).waitFor()
    await page.getByRole('img', { name: '检查图片' }).waitFor()
    await page.getByRole('button', { name: '编辑病例' }).waitFor()
    // Sent: the draft is gone, so a new case starts empty.
    expect(await page.evaluate(() => localStorage.getItem('edu.form-draft.medical-case-new'))).toBeNull()
    await page.goto(b.url('/medical/case/add'))
    await page.locator('#root_title').waitFor(WAIT)
    expect(await page.locator('#root_title').inputValue()).toBe('')
  })
})

describe("a doctor's homepage", () => {
  it('follows and unfollows a colleague, the fans count following', async () => {
    const page = b.page()
    await openAsDoctor(page, b.url(`/user/homepage/${COLLEAGUE}`))
    await page.getByText('吴淑珍', { exact: true }).first().waitFor(WAIT)
    await page.getByText('浙江省肿瘤医院').first().waitFor()
    const fans = async () => Number((await page.getByRole('button', { name: /粉丝$/ }).innerText()).replace(/\D/g, ''))
    const before = await fans()
    await page.getByRole('button', { name: '+ 关注' }).click()
    await page.getByRole('button', { name: '已关注' }).waitFor(WAIT)
    await expect.poll(fans, WAIT).toBe(before + 1)
    // His fans list now has the demo doctor.
    await page.getByRole('button', { name: /粉丝$/ }).click()
    await page.waitForURL(new RegExp(`/user/homepage/fans/${COLLEAGUE}$`))
    await page.getByText('陈立新').first().waitFor(WAIT)
    await page.goBack()
    await page.getByRole('button', { name: '已关注' }).click()
    await page.getByRole('button', { name: '确定' }).click()
    await page.getByRole('button', { name: '+ 关注' }).waitFor(WAIT)
    await expect.poll(fans, WAIT).toBe(before)
  })

  it("lists the demo doctor's own articles on his homepage", async () => {
    const page = b.page()
    await page.goto(b.url('/user/homepage/7d3f9a2c1b8e4f6a9c0d5e2b7a1f3c8d'))
    await page.getByText('陈立新', { exact: true }).first().waitFor(WAIT)
    await page.getByRole('tab', { name: '学术' }).click()
    await page.getByText('慢阻肺稳定期患者肺康复的社区实施路径').waitFor(WAIT)
    await page.getByText('家庭医生团队中健康管理师的角色与分工').waitFor()
  })
})
