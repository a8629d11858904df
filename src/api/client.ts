// The API client the shell builds: named calls from the catalogue over fetch, with every rule of SPEC §7-§8.
// It shows failures through `notify` and goes to login through `redirect`; it never imports React.
import type { SigningKey } from '../generated/api'
import type { CallName, CallRequest, CallResponse } from './call-types'
import { currentChannel, MINGYU_CHANNEL } from '../platform/channel'
import { clientRole } from '../platform/client-role'
import { deviceId, deviceOs } from '../platform/device'
import { detectHost } from '../platform/host'
import { apiBase } from '../platform/api-base'
import { SESSION_KEYS } from '../platform/storage-keys'
import { ensureCall, isKnownCall, wireOf } from './call-wire'
import { ApiError } from './errors'
import { createCallLog, loggedRequest, type CallRecord } from './call-log'
import type { Notify } from './notify'
import type { ApiSession } from './session-port'
import { NETWORK_ERROR, SERVER_BUSY, unknownCallMessage } from './http/error-catalogue'
import { requestHeaders } from './http/headers'
import { fillPath, type FilledPath } from './http/path-params'
import { postBody, queryString, type PayloadContext } from './http/payload'
import { swapPrefix } from './http/prefix'
import { signPath } from './http/signature'
import { createSigningKeyStore } from './http/signing-key'
import { exchange } from './http/transport'
import { answerVerdict, type Verdict } from './http/verdict'
import { REFUSED_CODE, RESPONSE_HEADERS, SIGN_SECRET_CODE } from './wire'

export interface ApiClientOptions {
  /** Show a toast (the shell's antd-mobile Toast). */
  notify: Notify
  /** Who is calling, and the end of a session (src/session's createApiSession). */
  session: ApiSession
  /** Where calls go; by default the current environment's address (platform/api-base.ts), read per call. */
  base?: string | (() => string)
  fetch?: typeof fetch
}

export interface CallOptions {
  /** Show nothing on failure (background work such as usage events); the session rules still apply. */
  silent?: boolean
  /**
   * Give up the call (a screen's data asked for while its guard decides, and the guard said no): nothing is sent
   * once it is aborted, an exchange under way is dropped, and the call rejects with code ABORTED, silently.
   */
  signal?: AbortSignal
}

/** The code a call rejects with when its signal gave it up. */
export const ABORTED = 'ABORTED'

export interface ApiClient {
  /**
   * A named call of the catalogue, typed by its name: the request its schema allows, the response its schema
   * gives. Rejects with ApiError { message, code }; a name outside the catalogue (a config's typo, at run time)
   * rejects with code UNKNOWN_CALL and its message shown, without going over the wire.
   */
  call: <N extends CallName>(name: N, args?: CallRequest<N> | FormData, options?: CallOptions) => Promise<CallResponse<N>>
  /**
   * Whether a name written in a config is a call of the catalogue: at once for a call whose wire is here (the
   * entry's, a loaded screen's), else once the whole call table has loaded (call-wire.ts).
   */
  isCall: (name: string) => boolean | Promise<boolean>
  /**
   * Resolves once a signing key is at hand: the kept one, even past its age (its successor is fetched beside),
   * else a fetched one. The shell's loader waits for it.
   */
  signingKeyReady: () => Promise<void>
  /** The last x-gray-flag the backend sent. */
  grayFlag: () => string | undefined
  /** The last calls made (at most 50), newest last, for the screen inspector. */
  recentCalls: () => readonly CallRecord[]
  /** The address and request of a named call (headers, signature, payload), for a caller that reads the answer itself (`http/stream.ts`). */
  prepare(name: CallName, args: unknown): Promise<{ url: string; init: RequestInit }>
  /** An answer read elsewhere, judged as a call's is (envelope, error catalogue, session end): its data, or a throw. */
  settle: (status: number, body: string) => unknown
  /** The network failure of a call read elsewhere, shown as the client shows it. */
  networkFailure: () => ApiError
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init))
  const configured = options.base ?? (() => apiBase())
  const base = typeof configured === 'string' ? () => configured.replace(/\/+$/, '') : configured
  const keys = createSigningKeyStore(fetchSigningKey)
  const log = createCallLog()

  async function fetchSigningKey(quietly: boolean): Promise<SigningKey> {
    const list = await call('settings.configList', { codes: SIGN_SECRET_CODE }, { silent: quietly })
    const value = list.find((item) => item.code === SIGN_SECRET_CODE)?.value
    if (!value) {
      if (!quietly) options.notify({ text: SERVER_BUSY })
      throw new ApiError(SERVER_BUSY, 'SIGN_SECRET_MISSING')
    }
    return JSON.parse(value) as SigningKey
  }

  async function call<N extends CallName>(
    name: N,
    args?: CallRequest<N> | FormData,
    callOptions: CallOptions = {},
  ): Promise<CallResponse<N>> {
    const at = Date.now()
    const request = loggedRequest(args)
    try {
      const response = await exchangeCall(name, args, callOptions)
      log.record({ name, request, at, ms: Date.now() - at, ok: true, response })
      return response
    } catch (e) {
      const error = e instanceof ApiError ? { message: e.message, code: e.code } : { message: String(e) }
      log.record({ name, request, at, ms: Date.now() - at, ok: false, error })
      throw e
    }
  }

  async function exchangeCall<N extends CallName>(
    name: N,
    args: CallRequest<N> | FormData | undefined,
    callOptions: CallOptions,
  ): Promise<CallResponse<N>> {
    const fail = (message: string, code: string | number, icon?: 'fail'): ApiError => {
      if (!callOptions.silent) options.notify(icon ? { text: message, icon } : { text: message })
      return new ApiError(message, code)
    }
    if (!isKnownCall(name) && !(await ensureCall(name))) throw fail(unknownCallMessage(name), 'UNKNOWN_CALL')
    const held = wireOf(name).unsigned ? undefined : await keys.current()
    let verdict = await send(name, args, held?.key, callOptions)
    // Signed with a key past its age while its successor was fetched, and refused: once more with the new key.
    if (held?.stale && !verdict.ok && verdict.code === REFUSED_CODE) verdict = await send(name, args, await keys.fresh(), callOptions)
    // The envelope's data as the call's response schema describes it (the contract tests hold the embedded
    // backend to those schemas; a real backend is trusted to keep them).
    if (verdict.ok) return verdict.data
    if (verdict.endSession) {
      options.session.end(verdict.endSession, verdict.message)
      throw new ApiError(verdict.message, verdict.code)
    }
    throw fail(verdict.message, verdict.code, verdict.icon)
  }

  /** One exchange of a call signed with `key`: the answer's verdict, or a throw when it was given up or never answered. */
  async function send(name: CallName, args: unknown, key: SigningKey | undefined, callOptions: CallOptions): Promise<Verdict> {
    // Signed as soon as the key is there, unless it was given up meanwhile.
    if (callOptions.signal?.aborted) throw new ApiError('aborted', ABORTED)
    // An unsigned call (the signing key's own) goes out in the caller's task, not a microtask later: start-up asks
    // for the key while the entry is still being evaluated (src/shell/start-api.ts), and a microtask would wait for
    // all of it.
    const { url, init } = key ? await prepareWith(name, args, key) : requestFor(name, args)
    let answer
    try {
      answer = await exchange(fetchImpl, url, init, callOptions.signal)
    } catch (e) {
      if (callOptions.signal?.aborted) throw new ApiError('aborted', ABORTED)
      if (e instanceof ApiError && !callOptions.silent) options.notify({ text: e.message })
      throw e
    }
    if (callOptions.signal?.aborted) throw new ApiError('aborted', ABORTED)
    const gray = answer.headers.get(RESPONSE_HEADERS.grayFlag)
    if (gray !== null) sessionStorage.setItem(SESSION_KEYS.grayFlag, gray)
    return answerVerdict(answer.status, answer.body)
  }

  /** The address and request of a named call: path swap, payload, headers and signature (SPEC §7). */
  async function prepare(name: CallName, args: unknown): Promise<{ url: string; init: RequestInit }> {
    if (!isKnownCall(name)) await ensureCall(name)
    const key = wireOf(name).unsigned ? undefined : (await keys.current()).key
    return key ? prepareWith(name, args, key) : requestFor(name, args)
  }

  /** The call's path and the arguments left for its query or body, once its path's parameters are filled in. */
  function pathOf(name: CallName, args: unknown): FilledPath {
    const spec = wireOf(name)
    const template = (detectHost() === 'dzj' && spec.doctorAppPath) || spec.path
    const filled = fillPath(template, args)
    return { path: swapPrefix(filled.path, clientRole() === 'doctor'), rest: filled.rest }
  }

  /** A signed call's request: the signature is of its path (SPEC §7). */
  async function prepareWith(name: CallName, args: unknown, key: SigningKey): Promise<{ url: string; init: RequestInit }> {
    return requestFor(name, args, { key, sign: await signPath(pathOf(name, args).path, key.key) })
  }

  /** The address and request of a named call, with the signature when it is signed. */
  function requestFor(name: CallName, args: unknown, signature?: { key: SigningKey; sign: string }): { url: string; init: RequestInit } {
    const spec = wireOf(name)
    const { path, rest } = pathOf(name, args)
    const who = options.session.identity()
    const payload: PayloadContext = {
      identity: { accountCode: who.accountCode, userCode: who.userCode },
      from: currentChannel() === MINGYU_CHANNEL ? MINGYU_CHANNEL : undefined,
    }
    const body = spec.method === 'POST' ? postBody(rest, payload) : undefined
    const headers = requestHeaders({
      deviceOs: deviceOs(),
      deviceId: deviceId(),
      userToken: who.userToken,
      runAsUserToken: who.runAsUserToken,
      formData: body instanceof FormData,
      signature,
    })
    const query = spec.method === 'GET' ? `?${queryString(rest, payload, Date.now())}` : ''
    const url = new URL(`${base()}${path}${query}`, location.href).toString()
    return { url, init: { method: spec.method, headers, body } }
  }

  return {
    call,
    isCall: (name) => isKnownCall(name) || ensureCall(name),
    signingKeyReady: async () => {
      await keys.current()
    },
    grayFlag: () => sessionStorage.getItem(SESSION_KEYS.grayFlag) ?? undefined,
    recentCalls: log.recent,
    prepare,
    settle(status, body) {
      const verdict = answerVerdict(status, body)
      if (verdict.ok) return verdict.data
      if (verdict.endSession) {
        options.session.end(verdict.endSession, verdict.message)
        throw new ApiError(verdict.message, verdict.code)
      }
      options.notify(verdict.icon ? { text: verdict.message, icon: verdict.icon } : { text: verdict.message })
      throw new ApiError(verdict.message, verdict.code)
    },
    networkFailure() {
      options.notify({ text: NETWORK_ERROR.message })
      return new ApiError(NETWORK_ERROR.message, NETWORK_ERROR.code)
    },
  }
}
