// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sendBeacon } from '../api/beacon'
import { createDevtools } from './devtools'
import { mockBackend, mockServer, resetMockBackend } from './node'
import { sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

describe('the embedded backend collects usage events and error reports for the 调试 panel', () => {
  it('keeps single events, batches and reports, newest last, and the panel hears of each', async () => {
    const devtools = createDevtools(mockBackend)
    let heard = 0
    const stop = devtools.subscribe(() => heard++)
    await sendCall('events.trace', { eventCode: '101002', resourceType: 'PAGE', resourceId: '/doctor/client/home' })
    await sendCall('events.traceAll', { events: [{ eventCode: '101006', resourceId: '/doctor/client/home' }, { eventCode: '101003' }] })
    await sendCall('monitor.errorReport', { kind: 'error', message: 'boom', release: '2.2.38', sampleRate: 1, path: '/edu/', at: 1 })
    stop()
    const { events, reports } = devtools.collected()
    expect(events.map((e) => e.eventCode)).toEqual(['101002', '101006', '101003'])
    expect(reports).toEqual([expect.objectContaining({ kind: 'error', message: 'boom', release: '2.2.38' })])
    expect(heard).toBe(3)
    devtools.clearCollected()
    expect(devtools.collected()).toEqual({ events: [], reports: [] })
  })

  it('takes a page event for a long address: the path is its resourceId (the health-file authorization page has ids)', async () => {
    const path = `/health-file/authorization/${'U'.repeat(40)}/${'H'.repeat(40)}/READ_ONLY`
    const { status, body } = await sendCall('events.trace', { eventCode: '101002', resourceType: 'PAGE', resourceId: path })
    expect([status, body.code]).toEqual([200, '000000'])
    expect(mockBackend.collector.list().events.map((e) => e.resourceId)).toEqual([path])
  })

  it('takes a beacon, which carries no signature', async () => {
    const { status, body } = await sendCall('events.traceAll', { events: [{ eventCode: '101003' }] }, { sign: false })
    expect([status, body.code]).toEqual([200, '000000'])
    expect(sendBeacon('http://localhost/edu/api/eves/event/trace/all', { events: [{ eventCode: '101004' }] })).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(mockBackend.collector.list().events.map((e) => e.eventCode)).toEqual(['101003', '101004'])
  })
})
