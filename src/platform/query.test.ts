import { describe, expect, it } from 'vitest'
import { clientRole } from './client-role'
import { queryValue } from './query'

describe('reading a query value (SPEC §5)', () => {
  it('lowercases the value', () => {
    expect(queryValue('?app=DZJ', 'app')).toBe('dzj')
  })

  it('treats absent, null and undefined as empty', () => {
    expect(queryValue('?x=1', 'app')).toBe('')
    expect(queryValue('?app=null', 'app')).toBe('')
    expect(queryValue('?app=undefined', 'app')).toBe('')
  })

  it('strips an access-token fragment glued onto the value', () => {
    expect(queryValue('?client=Doctor%23access_token%3Dabc.def', 'client')).toBe('doctor')
    expect(queryValue('?client=health#access_token=abc', 'client')).toBe('health')
    expect(queryValue('?client=health%23state%3D1%26access-token%3Dabc', 'client')).toBe('health')
  })

  it('decides the client role through it', () => {
    const at = (href: string) => new URL(href, 'http://localhost/')
    expect(clientRole(at('/edu/integral/rules?client=DOCTOR%23access_token%3Dx'))).toBe('doctor')
  })
})
