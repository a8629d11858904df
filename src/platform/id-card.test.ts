import { describe, expect, it } from 'vitest'
import { idCardCheckCharacter, isIdCardNumber } from './id-card'

describe('ID number check (GB 11643)', () => {
  it('accepts numbers whose check character fits, X in either case', () => {
    expect(isIdCardNumber('11010519491231002X')).toBe(true)
    expect(isIdCardNumber('11010519491231002x')).toBe(true)
    expect(isIdCardNumber('440524188001010014')).toBe(false) // born before 1900
    const first17 = '33010619820315423'
    expect(isIdCardNumber(first17 + idCardCheckCharacter(first17))).toBe(true)
  })

  it('refuses a wrong check character, a wrong length, letters and an impossible birth date', () => {
    expect(isIdCardNumber('110105194912310021')).toBe(false)
    expect(isIdCardNumber('11010519491231002')).toBe(false)
    expect(isIdCardNumber('1101051949123100A2')).toBe(false)
    const feb30 = '11010519490230002'
    expect(isIdCardNumber(feb30 + idCardCheckCharacter(feb30))).toBe(false)
    expect(isIdCardNumber(undefined)).toBe(false)
  })
})
