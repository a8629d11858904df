// What a call sends besides its args (SPEC §7, §5): GET adds accountCode, userCode and timestamp to the query;
// POST adds accountCode and userCode (and from=mingyu in that channel) to a JSON object or FormData payload.
// The caller's own values win. An accountCode or userCode that is null, missing or the literal text 'null'
// is left out; any other null or undefined query value is sent empty.
import { isPlainObject } from './path-params'

export interface Identity {
  accountCode?: string | null
  userCode?: string | null
}

export interface PayloadContext {
  identity: Identity
  /** from=mingyu is added in the mingyu channel. */
  from?: string
}

const IDENTITY_KEYS = ['accountCode', 'userCode'] as const

const isNullish = (value: unknown) => value === null || value === undefined || value === 'null'

function withoutNullIdentity(values: Record<string, unknown>): Record<string, unknown> {
  for (const key of IDENTITY_KEYS) if (isNullish(values[key])) delete values[key]
  return values
}

function queryValue(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.map(queryValue).join(',')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

export function queryString(args: unknown, { identity }: PayloadContext, timestamp: number): string {
  const values = withoutNullIdentity({ ...identity, ...(isPlainObject(args) ? args : {}) })
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(values)) query.append(key, queryValue(value))
  query.set('timestamp', String(timestamp))
  return query.toString()
}

/** JSON text for objects and arrays (an array cannot take added fields, so it is sent as is), or FormData. */
export function postBody(args: unknown, { identity, from }: PayloadContext): string | FormData {
  const added: Record<string, unknown> = { ...identity, ...(from ? { from } : {}) }
  if (args instanceof FormData) {
    for (const [key, value] of Object.entries(withoutNullIdentity(added))) if (!args.has(key)) args.append(key, String(value))
    for (const key of IDENTITY_KEYS) if (args.get(key) === 'null') args.delete(key)
    return args
  }
  if (Array.isArray(args)) return JSON.stringify(args)
  return JSON.stringify(withoutNullIdentity({ ...added, ...(isPlainObject(args) ? args : {}) }))
}
