// Issue 9 in the browser: activity pages published at run time (their config from screens.get, checked by the
// precompiled screen validator before anything draws), and the health-test reports drawn from report.execute
// (COUNT and COUNTS figures, and a chart whose code is its own lazy chunk).
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'

const b = useBrowser()

interface Collected {
  reports: Array<{ kind: string; message: string }>
}

const WAIT = { timeout: 10_000 }

const collectedReports = (page: ReturnType<typeof b.page>) =>
  page.evaluate(() => (window as unknown as { __eduMock: { collected(): Collected } }).__eduMock.collected().reports.map((r) => r.message))

describe('remote screens', () => {
  it('draws a published activity page at its token route, and its lecture at {token}/{id}', async () => {
    const page = b.page()
    const configs: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/activity/page/config')) configs.push(new URL(r.url()).search)
    })
    await page.goto(b.url('/activity/page/autumn-walk'))
    await page.getByText('活动时间：10月10日至12月31日', { exact: false }).first().waitFor()
    await page.getByText('累计达标 21 天，获得 300 积分').waitFor()
    await page.getByRole('button', { name: '立即参与' }).waitFor()
    expect(configs.some((q) => q.includes('token=autumn-walk'))).toBe(true)

    await page.goto(b.url('/activity/page/health-lecture'))
    await page.getByText('高血压的居家管理').click()
    await page.waitForURL(/\/edu\/activity\/page\/health-lecture\/1$/)
    await page.getByText('陈立新 主治医师').waitFor()
    await page.getByRole('button', { name: '预约提醒' }).click()
    await page.getByText('预约成功，开讲前一天将提醒您').waitFor()
    expect(b.pageErrors()).toEqual([])
  })

  it('shows the failure page for an invalid published config, and reports it', async () => {
    const page = b.page()
    await page.goto(b.url('/activity/page/broken-activity'))
    await page.getByText('页面暂时无法访问').waitFor()
    expect(await page.getByText('分享到朋友圈').count()).toBe(0)
    await expect.poll(() => collectedReports(page), WAIT).toContainEqual(expect.stringContaining('remote:broken-activity'))
  })

  it('shows the failure page when no config can be had for the token', async () => {
    b.expectErrors(/活动页面不存在|status of 4\d\d/)
    const page = b.page()
    await page.goto(b.url('/activity/page/no-such-page'))
    await page.getByText('页面暂时无法访问').waitFor()
  })
})

describe('health-test reports', () => {
  it('shows COUNT and COUNTS figures and a chart from report.execute, the chart code loaded only then', async () => {
    const page = b.page()
    const scripts: string[] = []
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.push(r.url())
    })
    await page.goto(b.url('/health/digital-health-test/hypertension/report'))
    await page.getByText(/以演示居民登录/).click()
    await page.waitForURL(/\/edu\/health\/digital-health-test\/hypertension\/report$/)
    await page.getByText('林晓燕的高血压风险检测报告').waitFor()
    // COUNT: one figure with its label; COUNTS: a row of them, with units.
    const latest = page.locator('.edu-report--count')
    await latest.getByText('最近一次血压').waitFor()
    expect(await latest.locator('dd').innerText()).toMatch(/^\d{2,3}\/\d{2,3}\s*mmHg$/)
    const figures = page.locator('.edu-report--counts')
    await figures.getByText('舒张压').waitFor()
    expect(await figures.locator('dt').allInnerTexts()).toEqual(['收缩压', '舒张压', '心率', '空腹血糖'])
    // The chart: a labelled picture drawn by uPlot, and its numbers as a table for screen readers.
    await page.getByRole('img', { name: '血压趋势图表' }).locator('canvas').first().waitFor()
    const table = page.getByRole('table', { name: '血压趋势数据' })
    expect(await table.locator('tbody tr').count()).toBe(8)
    // The latest reading agrees with the COUNT figure (both from 林晓燕's health portrait).
    const last = await table.locator('tbody tr').last().locator('td').allInnerTexts()
    expect((await latest.locator('dd').innerText()).replace(/\s*mmHg$/, '')).toBe(last.join('/'))
    expect(scripts.some((s) => /ReportChart-[\w-]+\.js$/.test(s))).toBe(true)
    expect(b.pageErrors()).toEqual([])
  })
})
