import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import { eventSinkMiddleware } from './event-sink-plugin.ts'

function request(method: string, url: string) {
  const req = Object.assign(new EventEmitter(), { method, url, resume: vi.fn() })
  const res = { setHeader: vi.fn(), end: vi.fn() }
  const next = vi.fn()
  eventSinkMiddleware()(req as never, res as never, next)
  return { res, next }
}

describe('event sink of the dev and preview servers', () => {
  it('answers usage events that reached the server with a success envelope', () => {
    for (const url of ['/edu/api/eves/event/trace', '/edu/api/eves/event/trace/all', '/edu/api/eves/event/trace?timestamp=1']) {
      const { res, next } = request('POST', url)
      expect(next).not.toHaveBeenCalled()
      expect(JSON.parse(res.end.mock.calls[0][0] as string)).toEqual({ code: '000000', msg: 'success', data: true })
    }
  })

  it('leaves every other request alone', () => {
    expect(request('GET', '/edu/api/eves/event/trace').next).toHaveBeenCalled()
    expect(request('POST', '/edu/api/reabs/point_info/query_account').next).toHaveBeenCalled()
    expect(request('POST', '/edu/api/eves/event/traceX').next).toHaveBeenCalled()
  })
})
