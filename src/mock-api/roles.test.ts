// Contract test of who may make each call (issue 33, finding 4): every call of the catalogue is sent by the
// wrong caller, and the embedded backend refuses it as the catalogue's `auth` says, whatever screen sent it: a
// doctor's call from the demo resident gets SPEC §8's 403 拒绝访问 (code 125000403), a login call without a
// token gets 125000401.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { callNames, catalogue } from '../api/catalogue'
import { isCertifiedDoctor } from './checks/role'
import { DEMO_DOCTOR, DEMO_RESIDENT, loginAs, mockBackend, mockServer, resetMockBackend } from './node'
import { sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

/** Something for each {placeholder} of the call's path, so that it can be sent at all. */
const pathArgs = (name: keyof typeof catalogue) =>
  Object.fromEntries([...catalogue[name].path.matchAll(/\{(\w+)\}/g)].map(([, key]) => [key, 'x']))

const doctorCalls = callNames().filter((name) => catalogue[name].auth === 'doctor')
const loginCalls = callNames().filter((name) => catalogue[name].auth !== 'none')

describe('every call declares who may make it', () => {
  it('as none, login or doctor; the family-doctor, programme, study and re-education calls are doctors’', () => {
    for (const name of callNames()) expect(['none', 'login', 'doctor']).toContain(catalogue[name].auth)
    for (const name of ['familyDoctor.workbench', 'hypertension.addResident', 'familyTeam.sendPush', 'reeducation.auxiliaryDiagnosis'])
      expect(doctorCalls).toContain(name)
  })
})

describe('the embedded backend refuses the wrong caller', () => {
  it.each(doctorCalls)('%s: the demo resident gets 拒绝访问 (125000403)', async (name) => {
    const { status, body } = await sendCall(name, pathArgs(name), { token: loginAs('resident') })
    expect({ status, code: body.code, msg: body.msg }).toEqual({ status: 403, code: '125000403', msg: '拒绝访问' })
  })

  it.each(loginCalls)('%s: a visitor without a login gets 125000401', async (name) => {
    const { body } = await sendCall(name, pathArgs(name))
    expect(body.code).toBe('125000401')
  })

  it('lets the certified demo doctor make a doctor’s call', async () => {
    const { body } = await sendCall('familyDoctor.workbench', undefined, { token: loginAs('doctor') })
    expect(body.code).toBe('000000')
  })
})

describe('isCertifiedDoctor', () => {
  const account = (code: string) => {
    const found = mockBackend.store.state.accounts.find((a) => a.accountCode === code)
    if (!found) throw new Error(`no account ${code}`)
    return found
  }
  it('is the seed’s doctor, or an account whose qualification application was approved', () => {
    const state = mockBackend.store.state
    expect(isCertifiedDoctor(state, account(DEMO_DOCTOR.accountCode))).toBe(true)
    expect(isCertifiedDoctor(state, account(DEMO_RESIDENT.accountCode))).toBe(false)
    const applied = (status: 'PENDING' | 'CERTIFIED') => ({
      ...state,
      certifications: { [DEMO_RESIDENT.accountCode]: { qualification: { status } as never } },
    })
    expect(isCertifiedDoctor(applied('PENDING'), account(DEMO_RESIDENT.accountCode))).toBe(false)
    expect(isCertifiedDoctor(applied('CERTIFIED'), account(DEMO_RESIDENT.accountCode))).toBe(true)
  })
})
