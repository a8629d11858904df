import { describe, expect, it } from 'vitest'
import { reloadWithTimeString } from './services'

describe('refresh from the failure and network-unavailable pages', () => {
  it('reloads the same address with a timeString timestamp, keeping the query', () => {
    const replaced: string[] = []
    const at = { href: 'https://m.example.com/edu/integral/detail?from=app&timeString=1', replace: (u: string) => void replaced.push(u) }
    reloadWithTimeString(at, 1732233600000)
    expect(replaced).toEqual(['https://m.example.com/edu/integral/detail?from=app&timeString=1732233600000'])
  })
})
