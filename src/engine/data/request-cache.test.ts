// The request cache after a write: what was fetched before is shown while it is asked again, never reused as fresh.
import { describe, expect, it } from 'vitest'
import { createRequestCache } from './request-cache'

function counting(answers: unknown[]) {
  let asked = 0
  return {
    run: () => Promise.resolve(answers[Math.min(asked++, answers.length - 1)]),
    asked: () => asked,
  }
}

describe('request cache', () => {
  it('reuses an answer within its fresh window, and asks again once something was written', async () => {
    const cache = createRequestCache(() => 1000)
    const results = counting(['before', 'after'])
    expect(await cache.fetch('results', results.run)).toBe('before')
    expect(await cache.fetch('results', results.run)).toBe('before')
    expect(results.asked()).toBe(1)

    cache.expire()
    // The last value stays to be shown meanwhile; the reader gets the new answer.
    expect(cache.peek('results')).toEqual({ value: 'before' })
    expect(await cache.fetch('results', results.run)).toBe('after')
    expect(results.asked()).toBe(2)
  })

  it('does not count an answer to a request sent before the write as fresh, nor share that request', async () => {
    const cache = createRequestCache(() => 1000)
    let answer: (value: unknown) => void = () => undefined
    const first = cache.fetch('results', () => new Promise((resolve) => (answer = resolve)))
    cache.expire()
    const results = counting(['after'])
    const second = cache.fetch('results', results.run)
    expect(results.asked()).toBe(1)
    answer('before')
    expect(await first).toBe('before')
    expect(await second).toBe('after')
    expect(await cache.fetch('results', counting(['again']).run)).toBe('after')
  })

  it('gives no reader a request asked for ahead before the write', async () => {
    const cache = createRequestCache(() => 1000)
    cache.ahead('results', () => Promise.resolve('before'))
    cache.expire()
    expect(cache.claim('results')).toBeUndefined()
    expect(await cache.fetch('results', () => Promise.resolve('after'))).toBe('after')
  })
})
