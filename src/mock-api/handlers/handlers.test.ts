import { describe, expect, it } from 'vitest'
import { callNames } from '../../api/catalogue'
import { callHandlers } from '.'

describe('call handlers', () => {
  it('answer every call of the catalogue, and nothing else', () => {
    expect(Object.keys(callHandlers).sort()).toEqual(callNames())
  })
})
