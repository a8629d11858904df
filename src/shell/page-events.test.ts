import { describe, expect, it, vi } from 'vitest'
import { createPageEvents } from './page-events'
import type { UsageEvent } from './usage-events'

// The visit names of the pages used here, as their routes declare them (tests/unit/screen-facts.test.ts checks the
// manifest gives each route its name).
const VISIT_NAMES: Record<string, string> = {
  '/doctor/client/home': 'home',
  '/health/client/home': 'home',
  '/messagecenter/conversation/list': 'message center home',
}

function setup(user: Record<string, unknown> = {}) {
  const entered: UsageEvent[] = []
  const tracked: UsageEvent[] = []
  const ports = {
    enter: (e: UsageEvent) => void entered.push(e),
    track: (e: UsageEvent) => void tracked.push(e),
    flushWithBeacon: vi.fn(),
    user: () => user,
    visibilityHook: vi.fn(),
    visitName: (path: string) => VISIT_NAMES[path],
    now: () => 1732233600000,
  }
  return { entered, tracked, ports }
}

describe('page events', () => {
  it('enters the first page with 101002, resourceType PAGE, the path as resourceId and its visit name', () => {
    const { entered, ports } = setup({ doctorLevel: '主任医师', medicalSubject: '心内科', roles: ['DOCTOR'] })
    createPageEvents('/doctor/client/home', ports)
    expect(entered).toEqual([
      {
        eventCode: '101002',
        resourceType: 'PAGE',
        resourceId: '/doctor/client/home',
        pageName: 'home',
        path: '/doctor/client/home',
        time: 1732233600000,
        doctorLevel: '主任医师',
        medicalSubject: '心内科',
        roles: ['DOCTOR'],
      },
    ])
  })

  it('leaving a page for another sends exit 101006 for the old one and enter 101002 for the new one', () => {
    const { entered, tracked, ports } = setup()
    const pages = createPageEvents('/doctor/client/home', ports)
    pages.went('/doctor/client/home')
    pages.went('/messagecenter/conversation/list')
    expect(tracked.map((e) => [e.eventCode, e.resourceId])).toEqual([['101006', '/doctor/client/home']])
    expect(entered.map((e) => [e.eventCode, e.resourceId, e.pageName])).toEqual([
      ['101002', '/doctor/client/home', 'home'],
      ['101002', '/messagecenter/conversation/list', 'message center home'],
    ])
  })

  it('hiding sends 101003, flushes with the beacon and runs the host hook; showing sends 101004', () => {
    const { tracked, ports } = setup()
    const pages = createPageEvents('/integral/detail', ports)
    pages.visibility(false)
    expect(ports.flushWithBeacon).toHaveBeenCalledTimes(1)
    expect(ports.visibilityHook).toHaveBeenLastCalledWith(false)
    pages.visibility(true)
    expect(ports.visibilityHook).toHaveBeenLastCalledWith(true)
    expect(tracked.map((e) => e.eventCode)).toEqual(['101003', '101004'])
    expect(tracked[0]).not.toHaveProperty('pageName')
  })

  it('the page going away sends exit and flushes with the beacon', () => {
    const { tracked, ports } = setup()
    createPageEvents('/health/client/home', ports).leave()
    expect(tracked.map((e) => e.eventCode)).toEqual(['101006'])
    expect(ports.flushWithBeacon).toHaveBeenCalled()
  })
})
