import { describe, expect, it } from 'vitest'
import { badgeContent } from './badge-content'

describe('badgeContent', () => {
  it('caps numbers at max+, hides 0 and empty, keeps text', () => {
    expect(badgeContent(99)).toBe('99')
    expect(badgeContent(100)).toBe('99+')
    expect(badgeContent('250', 99)).toBe('99+')
    expect(badgeContent(10, 9)).toBe('9+')
    expect(badgeContent(0)).toBeUndefined()
    expect(badgeContent('')).toBeUndefined()
    expect(badgeContent(undefined)).toBeUndefined()
    expect(badgeContent('新')).toBe('新')
  })
})
