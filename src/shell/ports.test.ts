// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { ApiError, type ApiClient } from '../api'
import { platformPorts, type UsagePorts } from './ports'

function setup(failure: Error) {
  const api = { call: vi.fn(async () => Promise.reject(failure)), isCall: () => true } as unknown as ApiClient
  const usage: UsagePorts = {
    tracker: { track: vi.fn(), flush: vi.fn(), flushWithBeacon: vi.fn(), pending: () => 0 },
    enter: vi.fn(),
    reporter: { report: vi.fn() },
  }
  return { ports: platformPorts(api, usage), usage }
}

describe("the engine's ports", () => {
  it('report a failed call with its name and code, and still fail', async () => {
    const { ports, usage } = setup(new ApiError('服务器繁忙,请稍后重试', 500))
    await expect(ports.call('points.bills', { current: 1, size: 10 })).rejects.toThrow('服务器繁忙,请稍后重试')
    expect(usage.reporter.report).toHaveBeenCalledWith('call', expect.any(ApiError), { call: 'points.bills', code: 500 })
  })

  it('send a page visit through the single-event reporter and other events through the batch', () => {
    const { ports, usage } = setup(new Error('unused'))
    ports.track({ event: 101002, resourceType: 'PAGE', resourceId: '/integral/detail' })
    ports.track({ event: 105001, resourceType: 'NEWS', resourceId: 'N1', data: { position: 2 } })
    expect(usage.enter).toHaveBeenCalledWith(
      expect.objectContaining({ eventCode: '101002', resourceType: 'PAGE', resourceId: '/integral/detail' }),
    )
    expect(usage.tracker.track).toHaveBeenCalledWith(expect.objectContaining({ eventCode: '105001', resourceId: 'N1', position: 2 }))
  })
})
