// @vitest-environment jsdom
// Contract test: every named call of the catalogue goes through the real client
// (src/api createApiClient) to the embedded backend over msw/node, and its answer must fit the call's
// response schema, and the envelope the envelope schema, checked with Ajv.
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { callNames, catalogue } from '../api/catalogue'
import type { CallName, CallRequest } from '../api/call-types'
import { createApiClient } from '../api/client'
import { currentAccount } from '../session/account'
import { createApiSession } from '../session/api-session'
import { COOKIES, SESSION_KEYS } from '../platform/storage-keys'
import { loginAs, mockServer, resetMockBackend } from './node'
import { apiSchemas } from './schemas'
import { residentFrontDoorCalls, sampleArgs } from './contract-samples'

const ajv = new Ajv({ allErrors: true, strict: false })
addFormats(ajv)
for (const schema of apiSchemas.values()) ajv.addSchema(schema)

/** The bodies the backend sent during the current test. */
let envelopes: Array<Promise<unknown>> = []
const keepEnvelope = ({ response }: { response: Response }) => {
  envelopes.push(response.clone().json())
}
beforeAll(() => {
  mockServer.listen({ onUnhandledRequest: 'error' })
  mockServer.events.on('response:mocked', keepEnvelope)
})
afterEach(() => {
  resetMockBackend()
  document.cookie = `${COOKIES.userToken}=; path=/; max-age=0`
})
// The server is the module's one (mockServer), shared with the next files of this worker: the listener goes with
// this file, or it would read their streamed answers (the assistant's) as JSON and fail them.
afterAll(() => {
  mockServer.events.removeListener('response:mocked', keepEnvelope)
  mockServer.close()
})

function clientFor(role: 'doctor' | 'resident') {
  const notices: string[] = []
  const redirects: string[] = []
  sessionStorage.setItem(SESSION_KEYS.clientRole, role === 'doctor' ? 'doctor' : 'health')
  document.cookie = `${COOKIES.userToken}=${encodeURIComponent(loginAs(role))}; path=/`
  const client = createApiClient({
    notify: (n) => notices.push(n.text),
    session: createApiSession(
      (n) => notices.push(n.text),
      (url) => redirects.push(url),
    ),
  })
  return { client, notices, redirects }
}

function problems(schemaId: string, value: unknown): string {
  const validate = ajv.getSchema(schemaId)
  if (!validate) return `no schema ${schemaId}`
  return validate(value) ? '' : ajv.errorsText(validate.errors, { dataVar: 'data' })
}

describe('every call in the catalogue answers as its schema says', () => {
  it('has sample arguments for every call that takes some', () => {
    const samples = sampleArgs()
    const missing = callNames().filter((name) => catalogue[name].request && !(name in samples))
    expect(missing.filter((name) => !['tumor.count', 'points.cashierStand', 'invite.taskList'].includes(name))).toEqual([])
  })

  // The demo doctor has no family to act for: auth.runAsToken is made as the resident (below).
  it.each(callNames().filter((name) => name !== 'auth.runAsToken'))('%s (as the demo doctor, from a doctor page)', async (name) => {
    const { client, notices, redirects } = clientFor('doctor')
    // The client caches the account as the shell does, so payloads carry accountCode and userCode.
    await currentAccount(client)
    envelopes = []
    // Sample args are checked against the request schemas by the contract itself (not by the type checker).
    const data = await client.call(name, sampleArgs()[name] as CallRequest<typeof name>)
    expect(notices).toEqual([])
    expect(redirects).toEqual([])
    expect(problems(catalogue[name].response, data)).toBe('')
    const sent = await Promise.all(envelopes)
    expect(sent).toHaveLength(1)
    for (const envelope of sent) {
      expect(problems('api/envelope.schema.json', envelope)).toBe('')
      expect(envelope).toMatchObject({ code: '000000', requestId: expect.stringMatching(/^[0-9a-f]{32}$/) })
    }
  })

  const residentCalls: CallName[] = [
    'account.current',
    'user.current',
    'treaty.get',
    'points.bills',
    'points.account',
    'messages.unreadCount',
    'area.byParent',
    'area.streets',
    'settings.global',
    'homepage.tabBarIcons',
    // Only for one's own family: the resident acts as her father.
    'auth.runAsToken',
    ...residentFrontDoorCalls,
  ]
  it.each(residentCalls)('%s (as the demo resident, from a health page)', async (name) => {
    const { client, notices } = clientFor('resident')
    const data = await client.call(name, sampleArgs()[name] as CallRequest<typeof name>)
    expect(notices).toEqual([])
    expect(problems(catalogue[name].response, data)).toBe('')
  })
})

describe('the client meets the backend rules', () => {
  it('a login-only call without a token gives the not-logged-in message and one login redirect', async () => {
    sessionStorage.setItem(SESSION_KEYS.clientRole, 'doctor')
    const notices: string[] = []
    const redirects: string[] = []
    const client = createApiClient({
      notify: (n) => notices.push(n.text),
      session: createApiSession(
        (n) => notices.push(n.text),
        (url) => redirects.push(url),
      ),
    })
    await expect(client.call('points.account')).rejects.toMatchObject({ code: '125000401' })
    expect(notices).toEqual(['用户未登录或登录已过期，请重新登录'])
    expect(redirects).toHaveLength(1)
    expect(redirects[0]).toContain('/edu/__mock/idp/auth/login?client=Dzj_Doctor_Wireless_App')
  })

  it("shows the backend's field message for a payload that does not fit", async () => {
    const { client, notices } = clientFor('doctor')
    await expect(
      client.call('hypertension.addResident', { userName: '王建国', gender: '1', phoneNumber: '110', tag: '10' }),
    ).rejects.toMatchObject({
      code: '125000400',
    })
    expect(notices).toEqual(['参数校验失败：字段 phoneNumber 格式不正确'])
  })
})
