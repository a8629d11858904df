// @vitest-environment jsdom
// The facts the screen configs declare about their routes (visit name, socket, portrait user, home, certification),
// read as the app reads them: from the manifest the build makes, through the route table, for an app path. Each is
// checked against what SPEC.md says (and, for the portrait user, against the path patterns that said it before the
// configs did, issue 35).
import { describe, expect, it } from 'vitest'
import { screensDir } from '../../scripts/screens/files'
import { ScreenSet } from '../../scripts/vite/screen-set'
import type { ScreenEntry } from '../../src/engine'
import { leavePage } from '../../src/platform/portrait-user'
import { routeTable } from '../../src/shell/route-table'
import { routesByLeadingSegments } from '../../src/shell/routes-by-segment'
import { screenFacts } from '../../src/shell/screen-facts'

// The manifest's entries, as the build makes them (scripts/vite/screens-plugin.ts); no screen is loaded here.
const screens: ScreenEntry[] = new ScreenSet([screensDir])
  .entries()
  .map((entry) => ({ ...entry, load: () => new Promise(() => undefined) }))
const facts = screenFacts(screens, routesByLeadingSegments(routeTable(screens)))
const routes = screens.flatMap((screen) => screen.routes)
const paths = (predicate: (route: (typeof routes)[number]) => boolean) =>
  routes
    .filter(predicate)
    .map((r) => r.path)
    .sort()
const isScreen = (path: string) => routes.some((r) => r.path === path)

describe('visit names (SPEC §9)', () => {
  // SPEC §9 names the pages, not their paths: the mapping is ours (src/api/ASSUMPTIONS.md). Pages not built yet
  // get their names when they are (docs/screen-facts.md lists them).
  const named: Record<string, string> = {
    '/doctor/client/home': 'home',
    '/health/client/home': 'home',
    '/edu': 'edu center home',
    '/market/case': 'case database home',
    '/doctor/market/case': 'case database home',
    '/messagecenter/conversation/list': 'message center home',
    '/doctor/messagecenter/conversation/list': 'message center home',
    '/doctor/client/user-center': 'personal data home',
    '/health/client/user-center': 'personal data home',
  }
  const notBuilt = [
    '/search',
    '/edu/search',
    '/today/attention',
    '/pedia/video/home',
    '/market/academic',
    '/diagnostic/factor',
    '/science-contributor-home',
    '/edu/detail',
  ]

  it.each(Object.entries(named))('%s is named %s', (path, name) => {
    expect(facts.of(path).visitName).toBe(name)
  })

  it('names no other route, and the pages still to build have no screen', () => {
    expect(paths((r) => r.visitName !== undefined)).toEqual(Object.keys(named).sort())
    expect(notBuilt.filter(isScreen), 'built: give its route its visitName').toEqual([])
  })

  it('a route with parameters and an address with a trailing slash are the route the router shows', () => {
    expect(facts.of('/doctor/client/home/').visitName).toBe('home')
    expect(facts.of('/integral/detail').visitName).toBeUndefined()
    expect(facts.of('/no/such/page')).toEqual({})
  })
})

describe('the chat socket (SPEC §4)', () => {
  const specPaths = [
    '/family_doctor/chat/list',
    '/expert-service/chat/list',
    '/health/chat/view',
    '/doctor/chat/view',
    '/chat/view',
    '/doctor/family_doctor/home_page',
    '/doctor/messagecenter/conversation/list',
    '/messagecenter/conversation/list',
  ]
  // No screen serves it yet: the route that does must say `socket: true`.
  const notBuilt = ['/expert-service/chat/list']

  it('is open on every path SPEC §4 lists that has a screen', () => {
    for (const path of specPaths.filter((p) => !notBuilt.includes(p))) expect(facts.of(path).socket, path).toBe(true)
    expect(notBuilt.filter(isScreen), 'built: give its route socket: true').toEqual([])
  })

  it('is closed on any other', () => {
    expect(paths((r) => r.socket === true)).toEqual(specPaths.filter((p) => !notBuilt.includes(p)).sort())
    for (const path of ['/health/client/home', '/notification/list', '/chat/view/x', '/'])
      expect(facts.of(path).socket, path).toBeUndefined()
  })
})

describe('the portrait user (SPEC §2: leaving the home, health, message centre, family or research pages forgets it)', () => {
  // The path patterns that said which pages these are until the screen configs did (src/platform/portrait-user.ts
  // before issue 35): every route they match declares leaveForgetsPortraitUser, and no other.
  const areas = [
    /^\/(doctor|health)\/client\//, // the homes
    /^\/health(\/|$)/,
    /^\/(doctor\/)?messagecenter\//,
    /family_doctor\/|^\/family_doctor|^\/user\/family/,
    /research/,
  ]

  it('is forgotten on leaving exactly the routes of those areas', () => {
    const marked = paths((r) => r.leaveForgetsPortraitUser === true)
    expect(marked).toEqual(paths((r) => areas.some((area) => area.test(r.path))))
    expect(marked.length).toBeGreaterThan(90)
  })

  it.each([
    '/edu/health/client/home',
    '/edu/doctor/client/home',
    '/edu/health/portrait',
    '/edu/messagecenter/conversation/list',
    '/edu/doctor/messagecenter/conversation/list',
    '/edu/doctor/family_doctor/multi-cancer/add-residents',
    '/edu/family_doctor/group/list',
    '/edu/family_doctor/resident/detail/R1',
    '/edu/re-research/mine',
  ])('leaving %s forgets it', (from) => {
    sessionStorage.setItem('healthPortraitUserId', 'H1')
    leavePage(from, '/edu/integral/detail', facts.of(from.slice('/edu'.length)).leaveForgetsPortraitUser === true)
    expect(sessionStorage.getItem('healthPortraitUserId')).toBeNull()
  })

  it.each(['/integral/detail', '/doctor/gpt/enter', '/no/such/page'])('leaving %s keeps it', (from) => {
    expect(facts.of(from).leaveForgetsPortraitUser).toBeUndefined()
  })
})

describe('homes and certification (SPEC §2)', () => {
  it('each client has one home, and doctors certify at the qualification page', () => {
    expect(paths((r) => r.homeOf === 'doctor')).toEqual(['/doctor/client/home'])
    expect(paths((r) => r.homeOf === 'health')).toEqual(['/health/client/home'])
    expect(facts.home('doctor')).toBe('/doctor/client/home')
    expect(facts.home('health')).toBe('/health/client/home')
    expect(paths((r) => r.certificationFor === 'doctor')).toEqual(['/user/cert/qualification'])
    expect(facts.certification()).toBe('/user/cert/qualification')
  })
})
