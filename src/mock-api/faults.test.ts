// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createFaultRegistry } from './faults'
import { ALL_CALLS, clearFaults, injectFault, mockServer, resetMockBackend } from './node'
import { sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

describe('injected faults', () => {
  it('adds latency, then answers normally', async () => {
    injectFault('settings.global', { kind: 'latency', ms: 150 })
    const started = Date.now()
    const { body } = await sendCall('settings.global')
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
    expect(body.code).toBe('000000')
  })

  it('answers HTTP 500 and 401', async () => {
    injectFault('settings.global', { kind: 'http', status: 500 })
    expect((await sendCall('settings.global')).status).toBe(500)
    injectFault('settings.global', { kind: 'http', status: 401, message: '登录已过期' })
    const unauthorised = await sendCall('settings.global')
    expect(unauthorised.status).toBe(401)
    expect(unauthorised.body.msg).toBe('登录已过期')
  })

  it('answers an envelope error code with its message', async () => {
    injectFault('area.byParent', { kind: 'envelope', code: '125000418', msg: '操作过于频繁，请稍后再试' })
    const { status, body } = await sendCall('area.byParent', { parentCode: '100000' })
    expect(status).toBe(200)
    expect(body).toMatchObject({ code: '125000418', msg: '操作过于频繁，请稍后再试', data: null })
  })

  it('never answers on timeout, so the client gives up', async () => {
    injectFault('settings.global', { kind: 'timeout' })
    const { signPath } = await import('../api/http/signature')
    const { SIGNING_KEY } = await import('./node')
    const attempt = fetch('http://localhost/edu/api/reabs/global_setting/all/10', {
      headers: { kVer: SIGNING_KEY.keyVersion, sign: await signPath('/reabs/global_setting/all/10', SIGNING_KEY.key) },
      signal: AbortSignal.timeout(200),
    })
    await expect(attempt).rejects.toThrow()
  })

  it('fails the network', async () => {
    injectFault('settings.global', { kind: 'network' })
    await expect(sendCall('settings.global')).rejects.toThrow(TypeError)
  })

  it('applies to every call with *, only `times` times when asked, and clears', async () => {
    injectFault(ALL_CALLS, { kind: 'http', status: 503, times: 2 })
    expect((await sendCall('settings.global')).status).toBe(503)
    expect((await sendCall('area.byParent', { parentCode: '100000' })).status).toBe(503)
    expect((await sendCall('settings.global')).status).toBe(200)
    injectFault('settings.global', { kind: 'network' })
    clearFaults()
    expect((await sendCall('settings.global')).status).toBe(200)
  })
})

describe('the fault registry', () => {
  it('keeps faults in the given storage so a reload keeps them', () => {
    const first = createFaultRegistry(sessionStorage)
    first.inject('points.bills', { kind: 'http', status: 500 })
    const afterReload = createFaultRegistry(sessionStorage)
    expect(afterReload.list()).toEqual({ 'points.bills': { kind: 'http', status: 500 } })
    afterReload.clear()
    expect(sessionStorage.getItem('edu.mock-api.faults')).toBeNull()
  })

  it('counts down `times` in storage too', () => {
    const registry = createFaultRegistry(sessionStorage)
    registry.inject('points.bills', { kind: 'network', times: 2 })
    registry.take('points.bills')
    expect(createFaultRegistry(sessionStorage).list()['points.bills']).toEqual({ kind: 'network', times: 1 })
    registry.take('points.bills')
    expect(createFaultRegistry(sessionStorage).list()).toEqual({})
  })
})
