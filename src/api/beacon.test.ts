import { afterEach, describe, expect, it, vi } from 'vitest'
import { beaconUrl, sendBeacon } from './beacon'

afterEach(() => vi.unstubAllGlobals())

describe('beacons', () => {
  it('go to the API base plus the call path', () => {
    expect(beaconUrl('events.traceAll', '/edu/api')).toBe('/edu/api/eves/event/trace/all')
  })

  it('use navigator.sendBeacon with a real backend, and a keepalive fetch with the embedded one', () => {
    const beacon = vi.fn(() => true)
    const fetched = vi.fn(async () => new Response('{}'))
    vi.stubGlobal('fetch', fetched)
    Object.assign(navigator, { sendBeacon: beacon })
    expect(sendBeacon('/x', { a: 1 }, false)).toBe(true)
    expect(beacon).toHaveBeenCalledWith('/x', expect.any(Blob))
    expect(sendBeacon('/y', { b: 2 }, true)).toBe(true)
    expect(fetched).toHaveBeenCalledWith('/y', expect.objectContaining({ method: 'POST', keepalive: true, body: '{"b":2}' }))
    delete (navigator as { sendBeacon?: unknown }).sendBeacon
  })
})
