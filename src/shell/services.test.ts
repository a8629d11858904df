// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { followAddress, reloadWithTimeString } from './services'

describe('refresh from the failure and network-unavailable pages', () => {
  it('reloads the same address with a timeString timestamp, keeping the query', () => {
    const replaced: string[] = []
    const at = { href: 'https://m.example.com/edu/integral/detail?from=app&timeString=1', replace: (u: string) => void replaced.push(u) }
    reloadWithTimeString(at, 1732233600000)
    expect(replaced).toEqual(['https://m.example.com/edu/integral/detail?from=app&timeString=1732233600000'])
  })
})

describe('screens follow addresses only through the no-open-redirect rule', () => {
  const follow = (to: string) => {
    const went: string[] = []
    followAddress(to, { navigate: (path) => void went.push(`app:${path}`) }, undefined, (href) => void went.push(`assign:${href}`))
    return went
  }

  it('goes to app paths and same-origin addresses under /edu inside the router', () => {
    expect(follow('/integral/detail?tab=1')).toEqual(['app:/integral/detail?tab=1'])
    expect(follow(`${location.origin}/edu/health/client/home`)).toEqual(['app:/health/client/home'])
  })

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'sends %s home and follows nothing',
    (to) => {
      expect(follow(to)).toEqual(['app:/'])
    },
  )
})
