// What the AMIS pages are answered with: the data our own points detail was answered with in the same run
// (the embedded backend's seed, behind the api build), so both engines draw the same months and balances.
import type { BrowserContext, Response } from 'playwright-core'

export interface RecordedData {
  pointsAccount: unknown
  /** The first page of months, as our screen received it. */
  pointsFirstPage: unknown[]
}

const ACCOUNT = /\/point_info\/query_account(\?|$)/
const BILLS = /\/point_info\/query_bill_list(\?|$)/

/** Our API's envelope is { code, msg, data }. */
async function dataOf(response: Response): Promise<unknown> {
  const body = (await response.json()) as { data?: unknown }
  return body.data
}

/** Opens our points detail in `context` (logged in, its own) and keeps what its two calls were answered. */
export async function recordPointsData(context: BrowserContext, pointsUrl: string): Promise<RecordedData> {
  const page = await context.newPage()
  try {
    const account = page.waitForResponse((r) => ACCOUNT.test(new URL(r.url()).pathname), { timeout: 30_000 })
    const bills = page.waitForResponse((r) => BILLS.test(new URL(r.url()).pathname), { timeout: 30_000 })
    await page.goto(pointsUrl)
    const pointsAccount = await dataOf(await account)
    const firstPage = (await dataOf(await bills)) as { records?: unknown[] } | undefined
    if (!pointsAccount || !Array.isArray(firstPage?.records))
      throw new Error(`the points detail at ${pointsUrl} was not answered with data`)
    return { pointsAccount, pointsFirstPage: firstPage.records }
  } finally {
    await page.close()
  }
}
