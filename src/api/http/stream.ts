// A catalogue call whose answer streams in as text/event-stream (the AI assistant's), with the client's headers,
// signing and envelope rules. Kept apart from the client, and leaning on it for everything else, so only the
// screens that stream load it and the entry's modules stay in the entry.
import type { ApiClient } from '../client'
import type { CallName, CallRequest } from '../call-types'
import type { CatalogueName } from '../catalogue'
import { readEventStream } from './event-stream'

/** Each event's data goes to `onEvent` as it arrives; an answer in one envelope gives one event. Abort ends it quietly. */
export async function streamCall<N extends CallName>(
  client: ApiClient,
  name: N & CatalogueName,
  args: CallRequest<N>,
  onEvent: (data: unknown) => void,
  signal?: AbortSignal,
): Promise<void> {
  const { url, init } = await client.prepare(name, args)
  const headers = new Headers(init.headers)
  headers.set('Accept', 'text/event-stream')
  let response: Response
  try {
    response = await fetch(url, { ...init, headers, signal })
  } catch {
    if (signal?.aborted) return
    throw client.networkFailure()
  }
  if (response.ok && response.body && (response.headers.get('Content-Type') ?? '').includes('text/event-stream')) {
    try {
      await readEventStream(response.body, onEvent)
    } catch {
      if (!signal?.aborted) throw client.networkFailure()
    }
    return
  }
  onEvent(client.settle(response.status, await response.text()))
}
