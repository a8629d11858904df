// Issue 34 in the browser: staff publish an activity page with a sign-up through the screens service the preview
// server runs, a resident signs up at its public address, the entry is in the staff's CSV, and a rollback changes
// what the address shows.
import { describe, expect, it } from 'vitest'
import { DEMO_STAFF_TOKEN } from '../../server/screens-service/seed.ts'
import { signUpPage, signUpSurveyPage } from '../../server/screens-service/sign-up-page.ts'
import { useBrowser } from './browser.ts'
import { openAsResident } from './session.ts'

const b = useBrowser()
const TOKEN = 'clinic-day'
const FORM_TOKEN = 'clinic-form'
const WAIT = { timeout: 10_000 }
const STAFF = { Authorization: `Bearer ${DEMO_STAFF_TOKEN}`, 'Content-Type': 'application/json' }

async function staff(action: string, body?: unknown, token = TOKEN): Promise<string> {
  const response = await fetch(b.url(`/screens-api/pages/${token}/${action}`), {
    method: body === undefined ? 'GET' : 'POST',
    headers: STAFF,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(response.status, action).toBe(200)
  return response.text()
}

describe('the screens service', () => {
  it('publishes a sign-up page, keeps a resident’s entry for the CSV, and rolls back what the page shows', async () => {
    await staff('publish', { config: signUpSurveyPage(TOKEN) })
    await staff('publish', { config: signUpSurveyPage(TOKEN, '社区义诊报名（第二场）') })

    const page = b.page()
    await openAsResident(page, b.url(`/activity/page/${TOKEN}`))
    await page.getByText('社区义诊报名（第二场）').first().waitFor(WAIT)
    await page.getByLabel('姓名').fill('林晓燕', WAIT)
    await page.getByLabel('手机号').fill('15858201234', WAIT)
    await page.getByLabel('想咨询的问题').fill('血压偏高，饮食, 运动怎么安排', WAIT)
    await page.getByRole('button', { name: '立即报名', exact: true }).click(WAIT)
    await page.getByText('我们会在活动前一天短信提醒您。').waitFor(WAIT)

    const csv = await staff('entries.csv')
    expect(csv.split('\r\n')).toContainEqual(expect.stringMatching(/,2,林晓燕,15858201234,"血压偏高，饮食, 运动怎么安排"$/))

    await staff('rollback', { version: 1 })
    await page.reload()
    await page.getByText('社区义诊报名', { exact: true }).first().waitFor(WAIT)
    expect(await page.getByText('社区义诊报名（第二场）').count()).toBe(0)
  })

  it('draws a published page’s form in the built app (strict CSP): a field left empty says so, a sign-up reaches the CSV', async () => {
    await staff('publish', { config: signUpPage(FORM_TOKEN, '义诊报名表') }, FORM_TOKEN)

    const page = b.page()
    await openAsResident(page, b.url(`/activity/page/${FORM_TOKEN}`))
    await page.getByText('义诊报名表').first().waitFor(WAIT)
    await page.getByLabel('手机号').fill('15858205678', WAIT)
    await page.getByRole('button', { name: '立即报名', exact: true }).click(WAIT)
    await page.getByText('请填写姓名').waitFor(WAIT)
    expect(await page.getByText('页面暂时无法访问').count()).toBe(0)

    await page.getByLabel('姓名').fill('周建国', WAIT)
    await page.getByLabel('想咨询的问题').fill('糖尿病饮食', WAIT)
    await page.getByRole('button', { name: '立即报名', exact: true }).click(WAIT)
    await page.getByText('报名成功，我们会短信通知您').waitFor(WAIT)

    const entries = await staff('entries', undefined, FORM_TOKEN)
    expect(entries).toContain('周建国')
    const csv = await staff('entries.csv', undefined, FORM_TOKEN)
    expect(csv.split('\r\n')).toContainEqual(expect.stringMatching(/,1,周建国,15858205678,糖尿病饮食$/))
  })
})
