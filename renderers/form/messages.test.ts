import { describe, expect, it } from 'vitest'
import { fieldPath, messageTransformer } from './messages'

describe('messages', () => {
  it('reads a field path from an error property', () => {
    expect([fieldPath('.userName'), fieldPath('userName'), fieldPath('.address.city'), fieldPath('.area.0'), fieldPath(undefined)]).toEqual(
      ['userName', 'userName', 'address.city', 'area', ''],
    )
  })

  it('replaces a message by <field>.<keyword>, and keeps the others', () => {
    const transform = messageTransformer({ 'phoneNumber.pattern': '请填写有效的手机号' })
    const out = transform([
      { name: 'pattern', property: '.phoneNumber', message: '应当匹配模式', stack: '' },
      { name: 'required', property: 'userName', message: "应当有必需属性 '居民姓名'", stack: '' },
    ])
    expect(out.map((e) => e.message)).toEqual(['请填写有效的手机号', "应当有必需属性 '居民姓名'"])
    expect(out[0].stack).toBe('请填写有效的手机号')
  })
})
