import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import { catalogue } from '../../api/catalogue'
import { apiSchemas, resolveApiRef, schemaById } from '../schemas'
import { SUPPORTED_KEYWORDS, checkAgainstSchema, type JsonSchema } from './schema-check'

function keywords(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((item) => keywords(item, found))
  else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      found.add(key)
      if (key === 'properties') Object.values(value as object).forEach((property) => keywords(property, found))
      else if (key !== 'enum' && key !== 'const' && key !== 'default' && key !== 'examples') keywords(value, found)
    }
  }
  return found
}

const requestSchemas = [...new Set(Object.values(catalogue).flatMap((spec) => (spec.request ? [spec.request] : [])))]

describe('the request schema checker', () => {
  it('understands every keyword the request schemas use', () => {
    for (const id of requestSchemas) {
      const unknown = [...keywords(schemaById(id))].filter((key) => !SUPPORTED_KEYWORDS.has(key))
      expect(unknown, id).toEqual([])
    }
  })

  it('agrees with Ajv on what fits', () => {
    const ajv = new Ajv({ strict: false, validateFormats: false })
    for (const schema of apiSchemas.values()) ajv.addSchema(schema)
    const samples: Array<[string, unknown]> = [
      ['api/resident-query.schema.json', { current: 1, size: 15, name: null }],
      ['api/resident-query.schema.json', { current: 0, size: 15 }],
      ['api/resident-query.schema.json', { current: 1, size: 15, extra: 1 }],
      ['api/resident-query.schema.json', { size: 15 }],
      ['api/add-residents-request.schema.json', ['a', 'b']],
      ['api/add-residents-request.schema.json', []],
      ['api/add-residents-request.schema.json', [1]],
      ['api/add-resident-request.schema.json', { userName: '李芳', gender: '2', phoneNumber: '13800138000', tag: '10' }],
      ['api/add-resident-request.schema.json', { userName: '李芳', gender: '3', phoneNumber: '13800138000', tag: '10' }],
      ['api/add-resident-request.schema.json', { userName: '', gender: '2', phoneNumber: '13800138000', tag: '10' }],
      ['api/chat-account-info-query.schema.json', { accountCodes: 'a,b' }],
      ['api/chat-account-info-query.schema.json', { accountCodes: 3 }],
      ['api/report-execute-request.schema.json', { id: 7, parameterList: [{ key: 'k', value: ['v'] }] }],
      ['api/report-execute-request.schema.json', { id: 7, parameterList: [{ key: 'k', value: 'v' }] }],
      ['api/treaty-query.schema.json', { treatyCode: 'OTHER' }],
      ['api/open-query.schema.json', { a: '1', b: null, c: ['x', 2] }],
      ['api/open-query.schema.json', { a: { nested: true } }],
    ]
    for (const [id, value] of samples) {
      const ours = checkAgainstSchema(value, schemaById(id as `api/${string}.schema.json`) as JsonSchema, resolveApiRef) === undefined
      expect(ours, `${id} ${JSON.stringify(value)}`).toBe(ajv.validate(id, value))
    }
  })

  it('names the field and says what is wrong, in Chinese', () => {
    const schema: JsonSchema = {
      type: 'object',
      required: ['userName'],
      properties: {
        userName: { type: 'string', title: '居民姓名', minLength: 1 },
        area: { type: 'array', items: { type: 'string', pattern: '^\\d{6}$' } },
        reactions: { type: 'array', title: '不良反应', uniqueItems: true },
      },
      additionalProperties: false,
    }
    const check = (value: unknown) => checkAgainstSchema(value, schema, () => undefined)
    expect(check({})).toBe('居民姓名（userName）不能为空')
    expect(check({ userName: '' })).toBe('居民姓名（userName）不能为空')
    expect(check({ userName: 3 })).toBe('居民姓名（userName）类型错误，应为字符串')
    expect(check({ userName: '王', area: ['33010'] })).toBe('字段 area[0] 格式不正确')
    expect(check({ userName: '王', age: 3 })).toBe('不支持的参数 age')
    expect(check({ userName: '王', reactions: ['头晕', '乏力'] })).toBeUndefined()
    expect(check({ userName: '王', reactions: ['头晕', '乏力', '头晕'] })).toBe('不良反应（reactions）不能有重复的项')
    expect(check([])).toBe('请求体类型错误，应为对象')
  })
})

describe('bounded input at the gateway', () => {
  it('refuses a value one character over any request schema property’s maxLength, naming the field and the limit', () => {
    let checked = 0
    for (const id of requestSchemas) {
      const schema = schemaById(id)
      for (const [key, property] of Object.entries(schema?.properties ?? {})) {
        // A pattern, enum or choice of schemas says more than the length does; those are checked by their own tests.
        const constrained = [property.pattern, property.enum, property.oneOf, property.anyOf].some((k) => k !== undefined)
        if (typeof property.maxLength !== 'number' || constrained) continue
        // The other required fields are left out: only this one property is checked.
        const alone: JsonSchema = { ...schema, required: [] }
        const problem = checkAgainstSchema({ [key]: 'x'.repeat(property.maxLength + 1) }, alone, resolveApiRef)
        expect(problem, `${id} ${key}`).toMatch(new RegExp(`${key}.*不能超过 ${String(property.maxLength)} 个字符`))
        expect(checkAgainstSchema({ [key]: 'x'.repeat(property.maxLength) }, alone, resolveApiRef), `${id} ${key}`).toBeUndefined()
        checked++
      }
    }
    expect(checked).toBeGreaterThan(150)
  })
})
