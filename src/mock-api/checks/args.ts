import type { CallSpec } from '../../api/catalogue'
import { errors, type MockApiError } from '../errors'
import { resolveApiRef, schemaById } from '../schemas'
import { checkAgainstSchema, type JsonSchema, type JsonType } from './schema-check'

// The call's arguments as the client meant them: path placeholders, plus the query (GET) or the payload
// (POST), less what the client adds to every request unless the call's schema asks for it.
const ADDED_BY_CLIENT = ['accountCode', 'userCode', 'timestamp', 'from']

export type Args = Record<string, unknown> | unknown[]

function typesOf(schema: JsonSchema | undefined): JsonType[] {
  if (!schema) return []
  if (schema.$ref) return typesOf(resolveApiRef(schema.$ref))
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type]
  return [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].flatMap(typesOf)
}

/** Query values are text; read them as the schema's number or boolean where it wants one. */
function fromQuery(text: string, schema: JsonSchema | undefined): unknown {
  const types = typesOf(schema)
  if (types.includes('string') || types.length === 0) return text
  if ((types.includes('integer') || types.includes('number')) && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text)
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true'
  if (types.includes('null') && text === '') return null
  return text
}

function propertySchema(schema: JsonSchema | undefined, key: string): JsonSchema | undefined {
  if (!schema) return undefined
  if (schema.$ref) return propertySchema(resolveApiRef(schema.$ref), key)
  const own = schema.properties?.[key]
  if (own) return own
  return typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined
}

/** A form's file parts are checked by name; `readFiles` hands the files themselves to the handler. */
async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const form = await request.formData()
    const out: Record<string, unknown> = {}
    // A file part is read as its name; a field sent more than once (several files) as a list.
    form.forEach((value, key) => {
      const read = typeof value === 'string' ? value : value.name
      const had = out[key]
      out[key] = had === undefined ? read : Array.isArray(had) ? [...(had as unknown[]), read] : [had, read]
    })
    return out
  }
  const text = await request.text()
  if (!text.trim()) return {}
  return JSON.parse(text) as unknown
}

export async function readArgs(request: Request, url: URL, spec: CallSpec, params: Record<string, string>): Promise<Args | MockApiError> {
  const schema = spec.request ? schemaById(spec.request) : undefined
  const declared = (key: string) => schema?.properties?.[key] !== undefined
  let args: Args
  if (spec.method === 'GET') {
    const query: Record<string, unknown> = {}
    url.searchParams.forEach((value, key) => (query[key] = fromQuery(value, propertySchema(schema, key))))
    args = query
  } else {
    try {
      const body = await readBody(request)
      args = Array.isArray(body) ? body : typeof body === 'object' && body !== null ? { ...(body as Record<string, unknown>) } : {}
    } catch {
      return errors.badPayload('请求体不是合法的 JSON')
    }
  }
  if (!Array.isArray(args)) {
    for (const key of ADDED_BY_CLIENT) if (!declared(key)) delete args[key]
    for (const [key, value] of Object.entries(params)) args[key] = fromQuery(value, propertySchema(schema, key))
  }
  if (schema) {
    const problem = checkAgainstSchema(args, schema, resolveApiRef)
    if (problem) return errors.badPayload(problem)
  }
  return args
}

/** The files of a multipart request by field, for handlers that keep them (read from a clone: the body is read once). */
export async function readFiles(request: Request): Promise<Record<string, File[]>> {
  if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) return {}
  const files: Record<string, File[]> = {}
  const form = await request.clone().formData()
  form.forEach((value, key) => {
    if (typeof value !== 'string') (files[key] ??= []).push(value)
  })
  return files
}
