// @vitest-environment jsdom
// What a page frame asks for as the entry starts: its route's guard and its screen's calls, filled in from the
// address and filed under the keys its screen reads, only for the route the address takes and only for a visitor
// who may be asked for them before the guard has decided.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '../api'
import { isKnownCall } from '../api/call-wire'
import { requestKey } from '../engine/data/request-key'
import { keepRecent } from '../session/recent'
import { beginFrameAsks, type WrittenAsks } from './frame-asks'

const PATTERN = '/family_doctor/resident/detail/:residentCode'
const resident = { call: 'familyTeam.resident', params: { residentAccountCode: '\u0000residentCode\u0000' } }
const wires = { 'familyTeam.resident': { method: 'GET', path: '/doabf/family_team/resident', auth: 'doctor' } } as WrittenAsks['wires']

function pageAt(path: string, asks: unknown, pattern = PATTERN) {
  history.replaceState(null, '', `/edu${path}`)
  const root = document.createElement('div')
  root.dataset.frame = pattern
  root.dataset.asks = typeof asks === 'string' ? asks : JSON.stringify(asks)
  return root
}

function fakeApi() {
  const call = vi.fn(async (name: string) => {
    if (name === 'account.current') return { accountCode: 'A1', userCode: 'U1' }
    if (name === 'certification.state') return { qualification: { status: 'CERTIFIED' } }
    return new Promise(() => undefined)
  })
  return { api: { call } as unknown as ApiClient, call }
}

beforeEach(() => {
  sessionStorage.clear()
  localStorage.clear()
  document.cookie = 'user-token=t1; path=/'
})

afterEach(() => {
  document.cookie = 'user-token=; path=/; max-age=0'
})

describe('a page frame’s asks', () => {
  it('begin its guard and its calls, the route’s parameters filled in from the address, silently, under the screen’s keys', async () => {
    // An earlier visit of this login, an hour ago, found a certified doctor: a hint for what to ask, not an answer.
    keepRecent('canUserDoctor', 'true', Date.now() - 3_600_000)
    sessionStorage.clear()
    const { api, call } = fakeApi()
    const asks = beginFrameAsks(pageAt('/family_doctor/resident/detail/R%2001', { auth: 'doctor', calls: [resident], wires }), api, vi.fn())
    // The screen's chunk, which brings the call's wire, is still on its way: the page brought it.
    expect(isKnownCall('familyTeam.resident')).toBe(true)
    expect(call).toHaveBeenCalledWith('familyTeam.resident', { residentAccountCode: 'R 01' }, { silent: true })
    const source = { call: 'familyTeam.resident', params: { residentAccountCode: 'R 01' } }
    expect(asks.calls.map((c) => c.key)).toEqual([requestKey('call', source)])
    // The guard's checks went out too, and the route's guard takes their outcome.
    await vi.waitFor(() => expect(call.mock.calls.map(([name]) => name)).toContain('certification.state'))
    expect(await asks.guards.take('doctor', location.href)).toBe('allow')
  })

  it('ask nothing on a page a host served for another route’s address', () => {
    const { api, call } = fakeApi()
    const asks = beginFrameAsks(pageAt('/family_doctor/resident/list', { auth: 'login', calls: [resident], wires }), api, vi.fn())
    expect(call).not.toHaveBeenCalled()
    expect(asks.calls).toEqual([])
    expect(asks.guards.take('login', location.href)).toBeUndefined()
  })

  it('of a doctor’s page, for a user not known as a doctor: only the guard, none of the screen’s calls', async () => {
    const { api, call } = fakeApi()
    const asks = beginFrameAsks(pageAt('/family_doctor/resident/detail/R1', { auth: 'doctor', calls: [resident], wires }), api, vi.fn())
    expect(asks.calls).toEqual([])
    await vi.waitFor(() => expect(call.mock.calls.map(([name]) => name).sort()).toEqual(['account.current', 'certification.state']))
  })

  it('ask nothing for a logged-out visitor of a login page, whom the route’s guard sends to log in', () => {
    document.cookie = 'user-token=; path=/; max-age=0'
    const { api, call } = fakeApi()
    const asks = beginFrameAsks(pageAt('/family_doctor/resident/detail/R1', { auth: 'login', calls: [resident], wires }), api, vi.fn())
    expect(call).not.toHaveBeenCalled()
    expect(asks.calls).toEqual([])
  })

  it('ask nothing when what the page says cannot be read', () => {
    const { api, call } = fakeApi()
    for (const written of [
      '{',
      JSON.stringify({ auth: 'admin', calls: [resident], wires }),
      JSON.stringify({ auth: 'login', calls: 'x', wires }),
    ])
      expect(beginFrameAsks(pageAt('/family_doctor/resident/detail/R1', written), api, vi.fn()).calls).toEqual([])
    expect(beginFrameAsks(null, api, vi.fn()).calls).toEqual([])
    expect(call).not.toHaveBeenCalled()
  })
})
