// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { readRemembered, rememberKey, writeRemembered } from './remember'

describe('remember', () => {
  it('keeps only the listed fields that have a value, and reads back only listed ones', () => {
    writeRemembered(localStorage, 'f', ['area', 'street', 'detailAddress'], {
      area: ['1'],
      street: '',
      userName: '张三',
      detailAddress: '1号',
    })
    expect(JSON.parse(localStorage.getItem(rememberKey('f')) ?? '')).toEqual({ area: ['1'], detailAddress: '1号' })
    expect(readRemembered(localStorage, 'f', ['area'])).toEqual({ area: ['1'] })
    expect(readRemembered(localStorage, 'f', undefined)).toEqual({})
  })

  it('starts empty from an unreadable entry', () => {
    localStorage.setItem(rememberKey('f'), '{oops')
    expect(readRemembered(localStorage, 'f', ['area'])).toEqual({})
    localStorage.setItem(rememberKey('f'), '[1]')
    expect(readRemembered(localStorage, 'f', ['area'])).toEqual({})
  })
})
