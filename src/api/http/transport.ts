// One HTTP exchange with the 30000 ms timeout; a timeout and a network failure become their catalogue errors.
import { ApiError } from '../errors'
import { CLIENT_TIMEOUT, NETWORK_ERROR, REQUEST_TIMEOUT_MS } from './error-catalogue'

export interface Answer {
  status: number
  headers: Headers
  body: string
}

/** `cancel` gives the exchange up (the caller no longer wants the answer); it then fails as a network error would. */
export async function exchange(fetchImpl: typeof fetch, url: string, init: RequestInit, cancel?: AbortSignal): Promise<Answer> {
  const controller = new AbortController()
  const giveUp = () => controller.abort()
  cancel?.addEventListener('abort', giveUp, { once: true })
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, REQUEST_TIMEOUT_MS)
  try {
    // The body is read inside the timeout too: a server that stalls mid-answer also times out.
    const response = await fetchImpl(url, { ...init, signal: controller.signal })
    return { status: response.status, headers: response.headers, body: await response.text() }
  } catch {
    throw timedOut ? new ApiError(CLIENT_TIMEOUT.message, CLIENT_TIMEOUT.code) : new ApiError(NETWORK_ERROR.message, NETWORK_ERROR.code)
  } finally {
    clearTimeout(timer)
    cancel?.removeEventListener('abort', giveUp)
  }
}
