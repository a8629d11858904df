// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { leavePage } from './portrait-user'

const kept = () => sessionStorage.getItem('healthPortraitUserId')

// Which pages forget it is their routes' fact: tests/unit/screen-facts.test.ts checks it with the real screens.
describe('the portrait user is forgotten on leaving its pages (SPEC §2)', () => {
  beforeEach(() => sessionStorage.setItem('healthPortraitUserId', 'H1'))

  it('leaving a page the portrait user belongs to forgets it', () => {
    leavePage('/edu/health/portrait', '/edu/integral/detail', true)
    expect(kept()).toBeNull()
  })

  it('keeps it when leaving any other page, or staying on the same one', () => {
    leavePage('/edu/integral/detail', '/edu/health/portrait', false)
    expect(kept()).toBe('H1')
    leavePage('/edu/health/portrait', '/edu/health/portrait', true)
    expect(kept()).toBe('H1')
  })
})
