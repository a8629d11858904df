// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { beaconUrl, sendBeacon } from './beacon'

afterEach(() => vi.unstubAllGlobals())

describe('beacons', () => {
  it('go to the API base plus the call path', () => {
    expect(beaconUrl('events.traceAll', '/edu/api')).toBe('/edu/api/eves/event/trace/all')
  })

  it('use navigator.sendBeacon with a real backend, and with the embedded one a fetch that ends with the page', () => {
    const beacon = vi.fn(() => true)
    const fetched = vi.fn(async () => new Response('{}'))
    vi.stubGlobal('fetch', fetched)
    Object.assign(navigator, { sendBeacon: beacon })
    expect(sendBeacon('/x', { a: 1 }, false)).toBe(true)
    expect(beacon).toHaveBeenCalledWith('/x', expect.any(Blob))
    expect(sendBeacon('/y', { b: 2 }, true)).toBe(true)
    expect(fetched).toHaveBeenCalledWith('/y', expect.objectContaining({ method: 'POST', keepalive: false, body: '{"b":2}' }))
    delete (navigator as { sendBeacon?: unknown }).sendBeacon
  })

  it('fall back to a keepalive fetch with a real backend where the browser has no sendBeacon', () => {
    const fetched = vi.fn(async () => new Response('{}'))
    vi.stubGlobal('fetch', fetched)
    expect(sendBeacon('/z', { c: 3 }, false)).toBe(true)
    expect(fetched).toHaveBeenCalledWith('/z', expect.objectContaining({ keepalive: true }))
  })
})
