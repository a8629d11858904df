// Reading a text/event-stream answer as it arrives: each event's `data:` lines, joined, parsed as JSON.

/** Hand each event's data to `onEvent` as the body streams in; resolves when the body ends. */
export async function readEventStream(body: ReadableStream<Uint8Array>, onEvent: (data: unknown) => void): Promise<void> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  const flush = (block: string) => {
    const data = block
      .split('\n')
      .filter((l) => l.startsWith('data:'))
      .map((l) => l.slice(5).replace(/^ /, ''))
      .join('\n')
    if (!data) return
    try {
      onEvent(JSON.parse(data))
    } catch {
      onEvent(data)
    }
  }
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n')
    let end = buffer.indexOf('\n\n')
    while (end >= 0) {
      flush(buffer.slice(0, end))
      buffer = buffer.slice(end + 2)
      end = buffer.indexOf('\n\n')
    }
  }
  if (buffer.trim()) flush(buffer)
}
