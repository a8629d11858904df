// What a new embedded store starts with: the activity pages the app has always shown (src/mock-api's seed, the
// same configs the embedded backend answers in node tests), and one demo staff member who may publish.
import { PUBLISHED_SCREENS } from '../../src/mock-api/seed/remote-screens.ts'
import { STAFF_ROLE, type ScreensStore, type Staff } from './store.ts'

/** 周婷 runs the community health centre's activity pages (运营专员); the CLI and the tests act as her. */
export const DEMO_STAFF: Staff = { accountCode: 'ST20260001', name: '周婷', role: STAFF_ROLE }

/**
 * Her token in the embedded store, like the mock identity provider's one-click demo logins: for a laptop, never
 * for a shared store (a real Postgres starts with no staff; docs/publishing.md, "Moving to a real Postgres").
 */
export const DEMO_STAFF_TOKEN = 'demo-staff-zhouting'

export async function seedDemo(store: ScreensStore): Promise<void> {
  await store.addStaff(DEMO_STAFF, DEMO_STAFF_TOKEN)
  for (const page of PUBLISHED_SCREENS) {
    // Published at the seed's own publishTime (China time); the store's history starts here, at version 1.
    const at = new Date(`${page.publishTime.replace(' ', 'T')}+08:00`)
    await store.publish({ token: page.token, id: page.id }, page.config, DEMO_STAFF.name, at)
  }
}
