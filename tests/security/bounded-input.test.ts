// Issue 33, finding 6 (bounded input), replayed on the built app: 100,000 characters pasted into the add-resident
// name (the finding's million takes the browser 10 s to type and proves nothing more) keep to its limit of 20, and the address box counts against its limit of 100. The embedded backend's own
// refusal of an over-long value (125000400 naming the field) is src/mock-api/backend.test.ts and residents.test.ts;
// that every form and call schema has a limit is scripts/screens/bounded-strings.test.ts.
import { describe, expect, it } from 'vitest'
import { useBrowser } from '../e2e/browser.ts'
import { openAsDoctor } from '../e2e/session.ts'

const b = useBrowser()
const WAIT = { timeout: 15_000 }

describe('100,000 characters pasted into the add-resident form', () => {
  it('keep to the name’s limit, and the address box shows its count', async () => {
    const page = b.page()
    await openAsDoctor(page, b.url('/doctor/family_doctor/hypertension/manual-add-resident'))
    const name = page.locator('#root_userName')
    await name.waitFor(WAIT)
    await name.fill('林'.repeat(100_000))
    expect((await name.inputValue()).length).toBeLessThanOrEqual(20)
    const address = page.locator('#root_detailAddress')
    await page.getByText('0/100').waitFor(WAIT)
    await address.fill('路'.repeat(150))
    await page.getByText('100/100').waitFor(WAIT)
    expect(await address.inputValue()).toHaveLength(100)
  })
})
