// @vitest-environment jsdom
// What a page-enter event says about the user, from what the doctor check learnt (src/session/doctor-profile.ts).
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearLogin, guardRoute } from '../session'
import { createPageEvents } from './page-events'
import { eventUser } from './ports'
import type { UsageEvent } from './usage-events'

function fakeApi(qualification: Record<string, unknown>) {
  const answers: Record<string, unknown> = {
    'account.current': { accountCode: 'A1', userCode: 'U1' },
    'certification.state': { realName: { status: 'CERTIFIED', statusName: '已认证' }, qualification, link: '/user/cert/realname' },
  }
  return { call: vi.fn(async (name: string) => answers[name]) }
}

/** The page-enter event sent for the doctor home, with the app's own eventUser. */
function enterEvent(): UsageEvent {
  const entered: UsageEvent[] = []
  createPageEvents('/doctor/client/home', {
    enter: (e) => void entered.push(e),
    track: vi.fn(),
    flushWithBeacon: vi.fn(),
    user: eventUser,
    visibilityHook: vi.fn(),
    visitName: () => 'home',
  })
  return entered[0]
}

const ctx = { notify: vi.fn(), address: new URL('http://localhost:3000/edu/doctor/study/about') }

beforeEach(() => {
  sessionStorage.clear()
  localStorage.clear()
  document.cookie = 'user-token=t1; path=/'
})

describe('the user in usage events', () => {
  it('a certified doctor’s carry his title, department and the doctor role once the doctor check has run', async () => {
    const qualification = { status: 'CERTIFIED', statusName: '已认证', title: '副主任医师', departmentName: '全科医学科' }
    expect(await guardRoute('doctor', { ...ctx, api: fakeApi(qualification) })).toBe('allow')
    expect(enterEvent()).toMatchObject({ eventCode: '101002', doctorLevel: '副主任医师', medicalSubject: '全科医学科', roles: ['DOCTOR'] })
  })

  it('a user without the qualification carries the resident role and no title; logged out, nothing', async () => {
    const qualification = { status: 'PENDING', statusName: '审核中', title: '主治医师', departmentName: '内科' }
    expect(await guardRoute('doctor', { ...ctx, api: fakeApi(qualification) })).not.toBe('allow')
    const event = enterEvent()
    expect(event.roles).toEqual(['RESIDENT'])
    expect(event).not.toHaveProperty('doctorLevel')
    expect(event).not.toHaveProperty('medicalSubject')
    clearLogin()
    const after = enterEvent()
    expect(after).not.toHaveProperty('roles')
  })

  it('before any doctor check, the events carry no user fields', () => {
    const event = enterEvent()
    for (const field of ['doctorLevel', 'medicalSubject', 'roles']) expect(event).not.toHaveProperty(field)
  })
})
