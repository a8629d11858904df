// Issue 33, finding 3, replayed on the built app: a run-as flag in a link (a stranger's id) is ignored and taken
// out of the address; acting for a family member starts from the family-member screen, a banner says whose data
// is shown, and 返回本人 goes back. The backend's refusal of a stranger's run-as token: src/mock-api/backend.test.ts.
import { describe, expect, it } from 'vitest'
import { createSeedState } from '../../src/mock-api/seed/index.ts'
import { DEMO_RESIDENT } from '../../src/mock-api/seed/accounts.ts'
import { useBrowser } from '../e2e/browser.ts'
import { openAsResident } from '../e2e/session.ts'

const b = useBrowser()
const WAIT = { timeout: 15_000 }

/** A resident of the world who is not in 林晓燕's family. */
function stranger() {
  const state = createSeedState()
  const family = new Set((state.families[DEMO_RESIDENT.accountCode] ?? []).map((l) => l.memberAccountCode))
  const found = state.residents.find((r) => r.residentAccountCode !== DEMO_RESIDENT.accountCode && !family.has(r.residentAccountCode))
  if (!found) throw new Error('the seed has no stranger')
  return found
}

describe('run-as', () => {
  it('from an outside link is ignored: the resident sees her own user centre, the flag gone from the address', async () => {
    const other = stranger()
    const page = b.page()
    await openAsResident(page, b.url('/health/client/user-center'))
    await page.goto(b.url(`/health/client/user-center?runAsUserId=${other.residentAccountCode}`))
    await page.getByText(DEMO_RESIDENT.name).first().waitFor(WAIT)
    await page.waitForLoadState('networkidle')
    expect(await page.getByText(other.residentName).count()).toBe(0)
    expect(await page.getByRole('status').filter({ hasText: '正在查看' }).count()).toBe(0)
    expect(page.url()).not.toContain('runAsUserId')
  })

  it('starts from the family list, shows whose data with a way back, and ends there', async () => {
    const page = b.page()
    await openAsResident(page, b.url('/user/family-management-list'))
    await page.getByRole('button', { name: '查看林国强的数据' }).click()
    await page.waitForURL(/\/edu\/health\/client\/user-center$/, WAIT)
    const banner = page.getByRole('status').filter({ hasText: '正在查看林国强的数据' })
    await banner.waitFor(WAIT)
    await page.getByText('林国强').nth(1).waitFor(WAIT)
    await banner.getByRole('button', { name: '返回本人' }).click()
    await page.waitForURL(/\/edu\/user\/family-management-list$/, WAIT)
    await page.getByRole('button', { name: '查看林国强的数据' }).waitFor(WAIT)
    expect(await page.getByText('正在查看林国强的数据').count()).toBe(0)
  })
})
