// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { checkPagePerformance, createErrorReporter, reportUncaught, type ErrorReport } from './report'

function setup(random = () => 0.5) {
  const sent: Array<[string, ErrorReport]> = []
  const reporter = createErrorReporter({
    endpoint: '/edu/api/monitor/error/report',
    send: (url, r) => (sent.push([url, r]), true),
    host: 'web',
    random,
    now: () => 42,
  })
  return { reporter, sent }
}

beforeEach(() => {
  window.__eduErrors = []
})
afterEach(() => vi.useRealTimers())

describe('error reports', () => {
  it('send a failed call with release 2.2.38 and sampling rate 1', () => {
    const { reporter, sent } = setup()
    reporter.report('call', Object.assign(new Error('服务器繁忙,请稍后重试'), { code: 500 }), { call: 'points.bills' })
    expect(sent).toEqual([
      [
        '/edu/api/monitor/error/report',
        expect.objectContaining({
          kind: 'call',
          message: '服务器繁忙,请稍后重试',
          code: 500,
          release: '2.2.38',
          sampleRate: 1,
          host: 'web',
          at: 42,
          context: { call: 'points.bills' },
        }),
      ],
    ])
    expect(window.__eduErrors).toHaveLength(1)
  })

  it.each(['您已经点过赞了', '评论审核中', '该内容已下架', '样本数量已达上限', '持卡人姓名不一致', '该身份证已被认证', '不能和自己聊天'])(
    'do not send the known business message %s',
    (message) => {
      const { reporter, sent } = setup()
      reporter.report('call', new Error(message))
      expect(sent).toEqual([])
    },
  )

  it('sampling rate 1 keeps every report', () => {
    const { reporter, sent } = setup(() => 0.999999)
    reporter.report('render', new Error('boom'), { componentStack: 'at Card' })
    expect(sent).toHaveLength(1)
  })

  it('catch uncaught errors and unhandled rejections', () => {
    const { reporter, sent } = setup()
    const stop = reportUncaught(reporter)
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('uncaught boom'), message: 'uncaught boom' }))
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent
    Object.assign(rejection, { reason: new Error('lost promise') })
    window.dispatchEvent(rejection)
    stop()
    expect(sent.map(([, r]) => [r.kind, r.message])).toEqual([
      ['error', 'uncaught boom'],
      ['error', 'lost promise'],
    ])
  })

  it('check the page performance every 1000 ms and report it once the page has loaded', () => {
    vi.useFakeTimers()
    const { reporter, sent } = setup()
    let loaded = 0
    const perf = {
      getEntriesByType: () => [{ loadEventEnd: loaded, domContentLoadedEventEnd: 300.4, responseStart: 80 }],
      getEntriesByName: () => [{ startTime: 410 }],
    } as unknown as Performance
    checkPagePerformance(reporter, perf)
    vi.advanceTimersByTime(3000)
    expect(sent).toEqual([])
    loaded = 900
    vi.advanceTimersByTime(1000)
    vi.advanceTimersByTime(5000)
    expect(sent.map(([, r]) => [r.kind, r.context])).toEqual([
      ['performance', { domContentLoaded: 300, load: 900, ttfb: 80, firstContentfulPaint: 410 }],
    ])
  })
})
