// The engine's upload service: a named call sent as multipart form data over XMLHttpRequest, whose upload events
// tell how much of the file has gone (fetch tells nothing of a request body's progress). Address, headers and
// signature come from the API client's prepare, the answer is judged by its settle, as any call's.
// Types only from src/api: a value import would split the entry's API modules into chunks of their own, so the
// caller hands over how a given-up upload fails.
import type { ApiClient } from '../api'
import type { EngineServices } from '../engine'

/** SPEC §7: a call gives up after 30 s; a file may take longer, so an upload waits ten times that. */
const UPLOAD_TIMEOUT_MS = 300_000

export function uploadPort(api: ApiClient, aborted: () => Error): NonNullable<EngineServices['upload']> {
  return async (name, fields, { onProgress, signal }) => {
    const form = new FormData()
    for (const [key, value] of Object.entries(fields)) {
      if (typeof value === 'string') form.append(key, value)
      else for (const blob of value instanceof Blob ? [value] : value) form.append(key, blob, blob instanceof File ? blob.name : key)
    }
    const { url, init } = await api.prepare(name, form)
    if (signal?.aborted) throw aborted()
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      xhr.open(init.method ?? 'POST', url)
      // The browser writes the multipart content type with its boundary itself.
      new Headers(init.headers).forEach((value, key) => {
        if (key !== 'content-type') xhr.setRequestHeader(key, value)
      })
      xhr.timeout = UPLOAD_TIMEOUT_MS
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
      }
      xhr.onload = () => {
        try {
          resolve(api.settle(xhr.status, xhr.responseText))
        } catch (e) {
          reject(e instanceof Error ? e : new Error(String(e)))
        }
      }
      xhr.onerror = () => reject(api.networkFailure())
      xhr.ontimeout = () => reject(api.networkFailure())
      xhr.onabort = () => reject(aborted())
      signal?.addEventListener('abort', () => xhr.abort(), { once: true })
      // prepare added the identity fields to this same form.
      xhr.send(form)
    })
  }
}
