import type { RJSFSchema } from '@rjsf/utils'
import { customizeValidator } from '@rjsf/validator-ajv8'
import localizeZh from 'ajv-i18n/localize/zh'
import { describe, expect, it } from 'vitest'
import { messageTransformer } from '../messages'
import { InterpretedValidator } from './interpreted-validator'

type Values = Record<string, unknown>

// A sign-up form as staff publish one, with a keyword of each kind a form uses.
const signUp: RJSFSchema = {
  type: 'object',
  required: ['name', 'phone', 'session'],
  properties: {
    name: { type: 'string', title: '姓名', minLength: 2, maxLength: 10 },
    phone: { type: 'string', title: '手机号', pattern: '^1\\d{10}$' },
    session: {
      type: 'string',
      title: '场次',
      oneOf: [
        { const: 'am', title: '上午' },
        { const: 'pm', title: '下午' },
      ],
    },
    people: { type: 'integer', title: '人数', minimum: 1, maximum: 5 },
    level: { type: 'string', enum: ['a', 'b'] },
    email: { type: 'string', format: 'email' },
    address: { type: 'object', required: ['city'], properties: { city: { $ref: '#/definitions/city' } } },
  },
  definitions: { city: { type: 'string', minLength: 2 } },
}

const interpreted = new InterpretedValidator<Values>(localizeZh)
const ajv = customizeValidator<Values>({}, localizeZh)
const said = (v: typeof ajv | typeof interpreted, data: Values) =>
  v
    .validateFormData(data, signUp)
    .errors.map((e) => `${e.property ?? ''} ${e.name ?? ''} ${e.message ?? ''}`)
    .sort()

describe('InterpretedValidator', () => {
  it('passes a good sign-up', () => {
    const good = { name: '张三', phone: '13800138000', session: 'am', people: 2, address: { city: '上海' } }
    expect(interpreted.validateFormData(good, signUp).errors).toEqual([])
    expect(interpreted.isValid(signUp, good, signUp)).toBe(true)
  })

  it('says what Ajv says, field by field, for each kind of mistake', () => {
    const cases: Values[] = [
      {},
      { name: undefined, phone: '123', session: 'night', people: 9, level: 'c', email: 'x', address: {} },
      { name: '张', phone: 13800138000, session: 'pm', people: 0, address: { city: '沪' } },
      { name: '张三四五六七八九十一', phone: '13800138000', session: 'am', people: 1.5, address: { city: 3 } },
    ]
    for (const data of cases) expect(said(interpreted, data)).toEqual(said(ajv, data))
  })

  it('names a missing field by its title in Chinese and takes the form’s own message for it', () => {
    const { errors } = interpreted.validateFormData(
      { phone: '13800138000', session: 'am' },
      signUp,
      undefined,
      messageTransformer({ 'name.required': '请填写姓名' }),
    )
    expect(errors.map((e) => [e.property, e.message])).toEqual([['name', '请填写姓名']])
  })

  it('tells rjsf which oneOf option a value matches, resolving references in the root schema', () => {
    const anyValue = new InterpretedValidator<unknown>()
    expect(anyValue.isValid({ const: 'am' }, 'am', signUp)).toBe(true)
    expect(anyValue.isValid({ const: 'am' }, 'pm', signUp)).toBe(false)
    expect(anyValue.isValid({ $ref: '#/definitions/city' }, '北京', signUp)).toBe(true)
    expect(anyValue.isValid({ $ref: '#/definitions/city' }, '京', signUp)).toBe(false)
  })

  it('leaves the schema it was given as it was', () => {
    const schema: RJSFSchema = structuredClone(signUp)
    interpreted.validateFormData({}, schema)
    expect(schema).toStrictEqual(signUp)
  })
})
