import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSingleReporter } from './single-reporter'
import { createTracker } from './tracker'
import type { UsageEvent } from './usage-events'

const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const event = (n: number): UsageEvent => ({ eventCode: '105001', resourceId: `node-${n}` })

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function setup(options: { bulk?: boolean; userAgent?: string; beaconTakes?: boolean } = {}) {
  const sent: UsageEvent[][] = []
  const beaconed: UsageEvent[][] = []
  const tracker = createTracker({
    send: async (events) => void sent.push(events),
    beacon: (events) => (options.beaconTakes === false ? false : (beaconed.push(events), true)),
    bulk: options.bulk,
    userAgent: options.userAgent ?? UA,
  })
  return { tracker, sent, beaconed }
}

describe('the batching event reporter', () => {
  it('sends 30 s after the first event, all waiting events in one batch', () => {
    const { tracker, sent } = setup()
    tracker.track(event(1))
    vi.advanceTimersByTime(10_000)
    tracker.track(event(2))
    vi.advanceTimersByTime(19_999)
    expect(sent).toEqual([])
    vi.advanceTimersByTime(1)
    expect(sent).toEqual([[event(1), event(2)]])
    expect(tracker.pending()).toBe(0)
  })

  it('waits 60 s in bulk mode', () => {
    const { tracker, sent } = setup({ bulk: true })
    tracker.track(event(1))
    vi.advanceTimersByTime(30_000)
    expect(sent).toEqual([])
    vi.advanceTimersByTime(30_000)
    expect(sent).toHaveLength(1)
  })

  it('sends at once when 100 wait, in batches of at most 100', () => {
    const { tracker, sent } = setup()
    for (let i = 0; i < 99; i++) tracker.track(event(i))
    expect(sent).toEqual([])
    tracker.track(event(99))
    expect(sent).toHaveLength(1)
    expect(sent[0]).toHaveLength(100)
    tracker.track(event(100))
    vi.advanceTimersByTime(30_000)
    expect(sent.map((b) => b.length)).toEqual([100, 1])
  })

  it('flushes with sendBeacon when the page hides, and by call when the browser refuses the beacon', () => {
    const hidden = setup()
    hidden.tracker.track(event(1))
    hidden.tracker.flushWithBeacon()
    expect(hidden.beaconed).toEqual([[event(1)]])
    expect(hidden.sent).toEqual([])
    vi.advanceTimersByTime(60_000)
    expect(hidden.sent).toEqual([])

    const refused = setup({ beaconTakes: false })
    refused.tracker.track(event(2))
    refused.tracker.flushWithBeacon()
    expect(refused.sent).toEqual([[event(2)]])
  })

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)',
    'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)',
  ])('reports nothing for a bot: %s', (userAgent) => {
    const { tracker, sent, beaconed } = setup({ userAgent })
    tracker.track(event(1))
    tracker.flushWithBeacon()
    vi.advanceTimersByTime(60_000)
    expect([sent, beaconed, tracker.pending()]).toEqual([[], [], 0])
  })
})

describe('the single-event reporter (size 6, strategy 1)', () => {
  it('sends each event at once, one request at a time', async () => {
    const sent: string[] = []
    let release: () => void = () => undefined
    const reporter = createSingleReporter(
      (e) =>
        new Promise<void>((resolve) => {
          sent.push(e.resourceId ?? '')
          release = resolve
        }),
      UA,
    )
    reporter.report(event(1))
    reporter.report(event(2))
    expect(sent).toEqual(['node-1'])
    release()
    await vi.advanceTimersByTimeAsync(0)
    expect(sent).toEqual(['node-1', 'node-2'])
  })

  it('keeps at most 6 waiting behind a stuck request, dropping the oldest', async () => {
    const sent: string[] = []
    const reporter = createSingleReporter(async (e) => void sent.push(e.resourceId ?? '').valueOf(), UA)
    const stuck = createSingleReporter((e) => new Promise(() => void sent.push(e.resourceId ?? '')), UA)
    for (let i = 1; i <= 9; i++) stuck.report(event(i))
    expect(stuck.waiting()).toBe(6)
    reporter.report(event(0))
    await vi.advanceTimersByTimeAsync(0)
    expect(sent).toContain('node-0')
  })

  it('reports nothing for a bot', () => {
    const send = vi.fn(async () => undefined)
    createSingleReporter(send, 'Googlebot/2.1').report(event(1))
    expect(send).not.toHaveBeenCalled()
  })
})
