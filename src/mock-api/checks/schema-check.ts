// A small JSON Schema (draft-07 subset) checker for request payloads, with Chinese messages that name
// the field. Not Ajv: Ajv compiles with `new Function`, which must not ship in the built app, and the
// request schemas only use the keywords below (schema-check.test.ts holds every request schema to that).
export interface JsonSchema {
  $ref?: string
  type?: JsonType | JsonType[]
  title?: string
  enum?: unknown[]
  const?: unknown
  required?: string[]
  properties?: Record<string, JsonSchema>
  additionalProperties?: boolean | JsonSchema
  maxProperties?: number
  propertyNames?: JsonSchema
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  uniqueItems?: boolean
  minLength?: number
  maxLength?: number
  pattern?: string
  minimum?: number
  maximum?: number
  format?: string
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
}

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null'

export const SUPPORTED_KEYWORDS = new Set([
  '$schema',
  '$id',
  '$ref',
  'title',
  'description',
  'default',
  'examples',
  '$comment',
  'type',
  'enum',
  'const',
  'required',
  'properties',
  'additionalProperties',
  'maxProperties',
  'propertyNames',
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'format',
  'oneOf',
  'anyOf',
])

export type ResolveRef = (ref: string) => JsonSchema | undefined

const typeNames: Record<JsonType, string> = {
  string: '字符串',
  number: '数字',
  integer: '整数',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: '空值',
}

function typeOf(value: unknown): JsonType {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  return typeof value as JsonType
}

function hasType(value: unknown, type: JsonType): boolean {
  const actual = typeOf(value)
  return actual === type || (type === 'number' && actual === 'integer')
}

function label(path: string, schema: JsonSchema): string {
  if (!path) return '请求体'
  return schema.title ? `${schema.title}（${path}）` : `字段 ${path} `
}

/** The first problem found, as a sentence naming the field, or undefined when the value fits. */
export function checkAgainstSchema(value: unknown, schema: JsonSchema, resolve: ResolveRef, path = ''): string | undefined {
  if (schema.$ref) {
    const target = resolve(schema.$ref)
    return target ? checkAgainstSchema(value, target, resolve, path) : undefined
  }
  const field = label(path, schema)
  if (value === undefined) return undefined
  if (schema.type) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type]
    if (!types.some((t) => hasType(value, t))) return `${field}类型错误，应为${types.map((t) => typeNames[t]).join('或')}`
  }
  if (schema.const !== undefined && value !== schema.const) return `${field}取值不合法`
  if (schema.enum && !schema.enum.includes(value)) return `${field}取值不合法，可选值为 ${schema.enum.join('、')}`
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key]
    if (options && !options.some((option) => checkAgainstSchema(value, option, resolve, path) === undefined)) {
      // The option of the value's own type says what is wrong with it (a text too long, say).
      const sameType = options.find((option) => option.type !== undefined && [option.type].flat().some((t) => hasType(value, t)))
      return (sameType && checkAgainstSchema(value, sameType, resolve, path)) ?? `${field}取值不合法`
    }
  }
  if (typeof value === 'string') return checkString(value, schema, field)
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return `${field}不能小于 ${schema.minimum}`
    if (schema.maximum !== undefined && value > schema.maximum) return `${field}不能大于 ${schema.maximum}`
  }
  if (Array.isArray(value)) return checkArray(value, schema, resolve, path, field)
  if (typeOf(value) === 'object') return checkObject(value as Record<string, unknown>, schema, resolve, path)
  return undefined
}

function checkString(value: string, schema: JsonSchema, field: string): string | undefined {
  if (schema.minLength !== undefined && value.length < schema.minLength) {
    return schema.minLength === 1 ? `${field}不能为空` : `${field}至少 ${schema.minLength} 个字符`
  }
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return `${field}不能超过 ${schema.maxLength} 个字符`
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) return `${field}格式不正确`
  if (schema.format === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${field}应为 YYYY-MM-DD 格式的日期`
  return undefined
}

function checkArray(value: unknown[], schema: JsonSchema, resolve: ResolveRef, path: string, field: string): string | undefined {
  if (schema.minItems !== undefined && value.length < schema.minItems) return `${field}至少需要 ${schema.minItems} 项`
  if (schema.maxItems !== undefined && value.length > schema.maxItems) return `${field}最多 ${schema.maxItems} 项`
  // Items are JSON (a request's), so equal items have equal text.
  if (schema.uniqueItems && new Set(value.map((item) => JSON.stringify(item))).size < value.length) return `${field}不能有重复的项`
  if (!schema.items) return undefined
  for (let i = 0; i < value.length; i++) {
    const problem = checkAgainstSchema(value[i], schema.items, resolve, `${path}[${i}]`)
    if (problem) return problem
  }
  return undefined
}

function checkObject(value: Record<string, unknown>, schema: JsonSchema, resolve: ResolveRef, path: string): string | undefined {
  const at = (key: string) => (path ? `${path}.${key}` : key)
  const keys = Object.keys(value)
  if (schema.maxProperties !== undefined && keys.length > schema.maxProperties) {
    return `${label(path, schema)}最多 ${schema.maxProperties} 项`
  }
  if (schema.propertyNames) {
    const names = schema.propertyNames
    const bad = keys.find((key) => checkAgainstSchema(key, names, resolve, at(key)) !== undefined)
    if (bad !== undefined) {
      const shown = bad.length > 20 ? `${bad.slice(0, 20)}…` : bad
      return `字段名「${shown}」不合法${names.maxLength === undefined ? '' : `，不能超过 ${names.maxLength} 个字符`}`
    }
  }
  for (const key of schema.required ?? []) {
    if (value[key] === undefined) return `${label(at(key), schema.properties?.[key] ?? {})}不能为空`
  }
  for (const [key, item] of Object.entries(value)) {
    const propertySchema = schema.properties?.[key]
    if (propertySchema) {
      const problem = checkAgainstSchema(item, propertySchema, resolve, at(key))
      if (problem) return problem
    } else if (schema.additionalProperties === false) {
      return `不支持的参数 ${at(key)}`
    } else if (typeof schema.additionalProperties === 'object') {
      const problem = checkAgainstSchema(item, schema.additionalProperties, resolve, at(key))
      if (problem) return problem
    }
  }
  return undefined
}
