// A fake fetch for the client's tests: records what goes over the wire and answers from handlers. It knows
// nothing of the embedded backend; the signing key it hands out is fixed so tests can check signatures.
import { vi } from 'vitest'
import { createApiSession } from '../../session/api-session'
import { createApiClient } from '../client'
import { SIGN_SECRET_CODE, SUCCESS_CODE } from '../wire'

export const TEST_SIGNING_KEY = { keyVersion: '7', signType: 'HMAC-SHA256', key: 'test-signing-key' }

export interface SentRequest {
  method: string
  url: URL
  path: string
  query: URLSearchParams
  headers: Headers
  body: BodyInit | null | undefined
  json: () => unknown
}

export type Handler = (request: SentRequest) => Response | Promise<Response> | 'hang' | 'network-error'

export function envelope(data: unknown, code = SUCCESS_CODE, msg = 'ok', init?: ResponseInit): Response {
  return new Response(JSON.stringify({ code, msg, data, requestId: 'r1' }), { status: 200, ...init })
}

export function fakeBackend(base = '/edu/api') {
  const sent: SentRequest[] = []
  const handlers = new Map<string, Handler>()
  const on = (path: string, handler: Handler) => void handlers.set(path, handler)
  on('/reabs/config/list', () => envelope([{ code: SIGN_SECRET_CODE, value: JSON.stringify(TEST_SIGNING_KEY) }]))
  on('/doabf/config/list', () => envelope([{ code: SIGN_SECRET_CODE, value: JSON.stringify(TEST_SIGNING_KEY) }]))

  const fetchImpl: typeof fetch = (input, init) => {
    const url = new URL(String(input))
    const path = url.pathname.slice(base.length)
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      url,
      path,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: init?.body,
      json: () => JSON.parse(String(init?.body)) as unknown,
    }
    sent.push(request)
    const answer = (handlers.get(path) ?? (() => envelope(null)))(request)
    if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'))
    if (answer === 'hang') {
      return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))
    }
    return Promise.resolve(answer)
  }

  /** What was sent, without the signing-key fetches. */
  const calls = () => sent.filter((r) => !r.path.endsWith('/config/list'))
  return { fetch: fetchImpl, on, sent, calls }
}

/** A client over a fresh fake backend, as a page at `path` would make it; notify and redirect are spies. */
export function clientOnPage(path = '/edu/health/client/home') {
  history.replaceState(null, '', path)
  const backend = fakeBackend()
  const notify = vi.fn()
  const redirect = vi.fn()
  const api = createApiClient({ notify, session: createApiSession(notify, redirect), fetch: backend.fetch, base: '/edu/api' })
  return { backend, notify, redirect, api }
}
