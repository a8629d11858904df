import { catalogue, isCatalogueName } from '../api/catalogue'
import { fillPath } from '../api/http/path-params'
import { swapPrefix } from '../api/http/prefix'
import { signPath } from '../api/http/signature'
import { DEFAULT_API_BASE, REQUEST_HEADERS } from '../api/wire'
import { SUCCESS_CODE } from './errors'
import { SIGNING_KEY } from './seed/settings'

// Sends one named call the way the client does (path filling, prefix swap, signature, token header) with
// plain fetch, so tests can speak to the embedded backend without a DOM; options break one rule at a time.
export interface SendOptions {
  token?: string
  /** false: no kVer/sign headers; a string: that sign header. */
  sign?: boolean | string
  keyVersion?: string
  doctorPage?: boolean
  origin?: string
  headers?: Record<string, string>
}

export interface SentAnswer {
  status: number
  headers: Headers
  body: { code: string; msg?: string; data?: unknown; requestId?: string }
}

export async function sendCall(name: string, args?: unknown, options: SendOptions = {}): Promise<SentAnswer> {
  if (!isCatalogueName(name)) throw new Error(`no call ${name}`)
  const spec = catalogue[name]
  const filled = fillPath(spec.path, args)
  const path = swapPrefix(filled.path, options.doctorPage ?? true)
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json;charset=UTF-8',
    ...options.headers,
  }
  if (options.token) headers[REQUEST_HEADERS.userToken] = options.token
  if (options.sign !== false && !spec.unsigned) {
    headers[REQUEST_HEADERS.keyVersion] = options.keyVersion ?? SIGNING_KEY.keyVersion
    headers[REQUEST_HEADERS.sign] = typeof options.sign === 'string' ? options.sign : await signPath(path, SIGNING_KEY.key)
  }
  let url = `${options.origin ?? 'http://localhost'}${DEFAULT_API_BASE}${path}`
  let body: string | undefined
  if (spec.method === 'GET') {
    const query = new URLSearchParams({ timestamp: String(Date.now()) })
    if (filled.rest && typeof filled.rest === 'object') {
      for (const [key, value] of Object.entries(filled.rest)) query.set(key, Array.isArray(value) ? value.join(',') : String(value ?? ''))
    }
    url += `?${query}`
  } else {
    body = JSON.stringify(filled.rest ?? {})
  }
  const response = await fetch(url, { method: spec.method, headers, body })
  return { status: response.status, headers: response.headers, body: (await response.json()) as SentAnswer['body'] }
}

/** The data of a call that must succeed: the backend's success envelope (000000, 操作成功), else an error naming what came. */
export async function dataOf<T>(name: string, args: unknown, token?: string): Promise<T> {
  const { body } = await sendCall(name, args, { token })
  if (body.code !== SUCCESS_CODE || body.msg !== '操作成功') throw new Error(`${name}: ${body.code} ${body.msg ?? ''}`)
  return body.data as T
}
