// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { isPortraitArea, leavePage } from './portrait-user'

const kept = () => sessionStorage.getItem('healthPortraitUserId')

describe('the portrait user is forgotten on leaving its pages (SPEC §2)', () => {
  beforeEach(() => sessionStorage.setItem('healthPortraitUserId', 'H1'))

  it.each([
    '/edu/health/client/home',
    '/edu/doctor/client/home',
    '/edu/health/portrait',
    '/edu/messagecenter/conversation/list',
    '/edu/doctor/messagecenter/conversation/list',
    '/edu/doctor/family_doctor/multi-cancer/add-residents',
    '/edu/family_doctor/group/list',
    '/edu/re-research/list',
  ])('leaving %s forgets it', (from) => {
    expect(isPortraitArea(from)).toBe(true)
    leavePage(from, '/edu/integral/detail')
    expect(kept()).toBeNull()
  })

  it('keeps it when leaving any other page, or staying on the same one', () => {
    leavePage('/edu/integral/detail', '/edu/health/portrait')
    expect(kept()).toBe('H1')
    leavePage('/edu/health/portrait', '/edu/health/portrait')
    expect(kept()).toBe('H1')
  })
})
