import { describe, expect, it } from 'vitest'
import { draftToken } from './DraftPreview'
import { isLoopback, previewUrl } from './preview-address'

describe("a draft's preview link", () => {
  it("names the host a phone reaches, with this page's scheme and port, and the key in the query", () => {
    const here = new URL('http://localhost:5173/edu/debug/builder')
    expect(previewUrl(here, '192.168.1.23', 'sleep-check', 'k_-1')).toBe(
      'http://192.168.1.23:5173/edu/activity/preview/sleep-check?key=k_-1',
    )
    // Opened elsewhere than loopback (no host typed): the link keeps this page's host.
    expect(previewUrl(new URL('https://staff.example.cn/edu/debug/builder'), '', 'a', 'b')).toBe(
      'https://staff.example.cn/edu/activity/preview/a?key=b',
    )
    expect(isLoopback('localhost') && isLoopback('127.0.0.1') && !isLoopback('192.168.1.23')).toBe(true)
  })

  it("takes the page's token from the config's first route, only an activity page's", () => {
    expect(draftToken('{ "routes": [{ "path": "/activity/page/clinic-day" }] }')).toBe('clinic-day')
    expect(draftToken('{ "routes": [{ "path": "/activity/try" }] }')).toBeUndefined()
    expect(draftToken('{ not json')).toBeUndefined()
  })
})
