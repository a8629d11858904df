// The family-doctor team's pages (screens/family-team/) in Chromium against the built app and the embedded
// backend, as the demo doctor 陈立新: create a group (a duplicate name refused, what was typed kept), move two
// residents into it and see them listed, rename it; push a message to it and find it in the sent list; edit the
// team's notice (a one-character name refused); a message with no recipients is refused before it is sent, and
// choosing residents keeps what was typed.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { openAsDoctorWithPageBehind } from './session.ts'

const b = useBrowser()
const WAIT = { timeout: 10_000 }

/** The demo doctor's account code: fixed in the mock's seed so tests can name it. */
const DEMO_DOCTOR = '7d3f9a2c1b8e4f6a9c0d5e2b7a1f3c8d'

interface MockResident {
  residentAccountCode: string
  residentName: string
  familyDoctor?: string
  createTime: string
}

const openAsDoctor = (page: Page, path: string) => openAsDoctorWithPageBehind(page, b.url(path))

/** The first two of the team's residents as the list shows them (newest first) whose names are unique. */
async function firstTwoResidents(page: Page): Promise<string[]> {
  const all = await page.evaluate(
    () => (window.__eduMock?.state() as unknown as { residents: MockResident[] } | undefined)?.residents ?? [],
  )
  const mine = all.filter((r) => r.familyDoctor === DEMO_DOCTOR).sort((a, c) => (a.createTime < c.createTime ? 1 : -1))
  const unique = mine.filter(
    (r) => mine.filter((o) => o.residentName.includes(r.residentName) || r.residentName.includes(o.residentName)).length === 1,
  )
  return unique.slice(0, 2).map((r) => r.residentName)
}

const errorsShown = (page: Page) => page.locator('.edu-form-row__error').allInnerTexts()

describe('the family-doctor team', () => {
  it('creates a group, moves two residents into it, renames it and pushes a message to it', async () => {
    const page = b.page()
    await openAsDoctor(page, '/family_doctor/group/list')
    // A cell's title shares its element with the description under it: match part of the text.
    await page.getByText('高血压重点随访').first().waitFor(WAIT)

    // Create: an empty name is caught on the page, a taken one by the backend, and the text stays.
    await page.getByRole('button', { name: '新建分组' }).click()
    await page.getByRole('button', { name: '保存' }).click()
    await expect.poll(() => errorsShown(page), WAIT).toContain('请输入分组名称')
    await page.locator('#root_name').fill('高血压重点随访')
    await page.getByRole('button', { name: '保存' }).click()
    await page.getByText('分组名称已存在，请换一个名称', { exact: true }).waitFor(WAIT)
    expect(await page.locator('#root_name').inputValue()).toBe('高血压重点随访')
    await page.locator('#root_name').fill('周三随访')
    await page.getByRole('button', { name: '保存' }).click()
    await page.getByText('分组已创建', { exact: true }).waitFor(WAIT)
    await page.waitForURL(b.url('/family_doctor/group/list'))
    await page.getByText('周三随访').first().click()
    await page.getByText('分组内还没有居民，点击下方“移入居民”', { exact: true }).waitFor(WAIT)

    // Move two residents in: each row toggles, the button counts them.
    const [first = '', second = ''] = await firstTwoResidents(page)
    await page.getByRole('button', { name: '移入居民' }).click()
    await page.getByText(first, { exact: true }).first().click()
    await page.getByText(second, { exact: true }).first().click()
    await page.getByRole('button', { name: '移入分组(2)' }).click()
    await page.getByText('已移入2位居民', { exact: true }).waitFor(WAIT)
    await page.waitForURL(/\/family_doctor\/group\/detail\/FG\d+$/)
    await page.getByText('2位居民', { exact: false }).first().waitFor(WAIT)
    await page.getByText(first, { exact: true }).waitFor(WAIT)
    await page.getByText(second, { exact: true }).waitFor(WAIT)

    // Rename: the form starts with the old name.
    await page.getByRole('button', { name: '重命名' }).click()
    await expect.poll(() => page.locator('#root_name').inputValue(), WAIT).toBe('周三随访')
    await page.locator('#root_name').fill('周三上午随访')
    await page.getByRole('button', { name: '保存' }).click()
    await page.getByText('已重命名', { exact: true }).waitFor(WAIT)
    await page.waitForURL(/\/family_doctor\/group\/detail\/FG\d+$/)
    await page.locator('main').getByText('周三上午随访', { exact: true }).first().waitFor(WAIT)

    // Push to the group: the group comes chosen; an empty message is caught; the sent list shows it first.
    await page.getByRole('button', { name: '群发消息' }).click()
    await page.waitForURL(/\/family_doctor\/push\/compose\?groupId=FG\d+$/)
    await page.getByText('周三上午随访（2位居民）').first().waitFor(WAIT)
    await page.getByRole('button', { name: '发送' }).click()
    await expect.poll(() => errorsShown(page), WAIT).toContain('请输入消息内容')
    await page.locator('#root_content').fill('周三上午请空腹来中心复查血压和血糖。')
    await page.getByRole('button', { name: '发送' }).click()
    await page.getByText('已发送给2位居民', { exact: true }).waitFor(WAIT)
    await page.waitForURL(b.url('/family_doctor/push/list'))
    const newest = page.locator('.edu-list__row').first()
    await newest.getByText('周三上午请空腹来中心复查血压和血糖。', { exact: true }).waitFor(WAIT)
    await newest.getByText('发送给：周三上午随访', { exact: true }).waitFor(WAIT)
    await newest.getByText('2位居民 · 已读0', { exact: true }).waitFor(WAIT)
  })

  it('edits the team notice, refusing a one-character team name', async () => {
    const page = b.page()
    await openAsDoctor(page, '/family_doctor/team/setting')
    await page.getByText('翠苑家庭医生团队', { exact: true }).waitFor(WAIT)
    await page.getByRole('button', { name: '编辑名称和公告' }).click()
    await expect.poll(() => page.locator('#root_name').inputValue(), WAIT).toBe('翠苑家庭医生团队')
    await page.locator('#root_name').fill('翠')
    await page.locator('#root_notice').fill('下周二上午中心停电检修，随访改到下午进行。')
    await page.getByRole('button', { name: '保存' }).click()
    await expect.poll(() => errorsShown(page), WAIT).toContain('团队名称为2-20个字')
    expect(await page.locator('#root_notice').inputValue()).toBe('下周二上午中心停电检修，随访改到下午进行。')
    await page.locator('#root_name').fill('翠苑家庭医生团队')
    await page.getByRole('button', { name: '保存' }).click()
    await page.getByText('团队信息已保存', { exact: true }).waitFor(WAIT)
    await page.waitForURL(b.url('/family_doctor/team/setting'))
    await page.getByText('下周二上午中心停电检修，随访改到下午进行。', { exact: true }).waitFor(WAIT)
  })

  it('refuses a message with no recipients before sending, then sends it to the residents chosen', async () => {
    const page = b.page()
    const sends: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/family_doctor/push/send')) sends.push(r.url())
    })
    await openAsDoctor(page, '/family_doctor/push/compose')
    await page.getByText('请选择接收对象', { exact: true }).waitFor(WAIT)
    await page.locator('#root_content').fill('本周六上午中心有免费血压测量，欢迎前来。')
    await page.getByRole('button', { name: '发送' }).click()
    await page.getByText('请先选择接收对象：按分组或指定居民', { exact: true }).waitFor(WAIT)
    expect(sends).toEqual([])

    // Choose two residents: back on the compose, they are named and the message typed is still there.
    const [first = '', second = ''] = await firstTwoResidents(page)
    await page.getByText('请选择接收对象', { exact: true }).click()
    await page.waitForURL(/\/family_doctor\/recipients\?next=push$/)
    await page.getByText('指定居民', { exact: true }).click()
    await page.getByText(first, { exact: true }).first().click()
    await page.getByText(second, { exact: true }).first().click()
    await page.getByRole('button', { name: '下一步(2)' }).click()
    await page.waitForURL(/\/family_doctor\/push\/compose\?/)
    await page.getByText('已选2位居民', { exact: true }).waitFor(WAIT)
    await expect.poll(() => page.locator('#root_content').inputValue(), WAIT).toBe('本周六上午中心有免费血压测量，欢迎前来。')
    await page.getByRole('button', { name: '发送' }).click()
    await page.getByText('已发送给2位居民', { exact: true }).waitFor(WAIT)
    await page.waitForURL(b.url('/family_doctor/push/list'))
    await page.locator('.edu-list__row').first().getByText(`发送给：${first}、${second}`, { exact: true }).waitFor(WAIT)
    expect(sends).toHaveLength(1)
  })
})
