// Issue 33, finding 9, replayed on the built app: with its call failing, a screen ends on its failure page with a
// way to try again (not a title over a skeleton once the toast fades), and trying again after the backend is back
// draws the page.
import type { Page } from 'playwright-core'
import { describe, it } from 'vitest'
import { useBrowser } from '../e2e/browser.ts'
import { openAsDoctor, openAsResident } from '../e2e/session.ts'

const b = useBrowser()
const WAIT = { timeout: 15_000 }

async function failThenRetry(page: Page, call: string, drawn: string): Promise<void> {
  await page.evaluate((name) => window.__eduMock?.injectFault(name, { kind: 'http', status: 500 }), call)
  await page.reload()
  await page.getByText('页面暂时无法访问').waitFor(WAIT)
  await page.evaluate((name) => window.__eduMock?.clearFaults(name), call)
  await page.getByRole('button', { name: '刷新' }).click()
  await page.getByText(drawn).first().waitFor(WAIT)
}

describe('a screen whose call fails', () => {
  it.each([
    ['/doctor/special-service-list/all', 'specialService.list', '营养不良'],
    ['/apply/credit/record', 'credit.record', '学分'],
  ])('%s ends on its failure page with 刷新, which draws it once the backend answers', async (path, call, drawn) => {
    // The injected failure, and the report of it, which the preview server has no endpoint for.
    b.expectErrors(/the server responded with a status of 500/, /monitor\/error\/report/)
    const page = b.page()
    await openAsDoctor(page, b.url(path))
    await page.getByText(drawn).first().waitFor(WAIT)
    await failThenRetry(page, call, drawn)
  })

  it('/health/client/portrait ends on its failure page with 刷新 over the tab bar', async () => {
    b.expectErrors(/the server responded with a status of 500/, /monitor\/error\/report/)
    const page = b.page()
    await openAsResident(page, b.url('/health/client/portrait'))
    await page.getByText('林晓燕').first().waitFor(WAIT)
    await failThenRetry(page, 'portrait.indicators', '林晓燕')
  })
})
