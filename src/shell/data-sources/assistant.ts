// The app's `assistant` data-source kind: a conversation with the AI assistant, new or continued
// ({ "assistant": "general", "conversation": "{{ query.conversationCode }}" }); the `assistant` node draws it.
import type { ApiClient } from '../../api'
import type { DataSourceFetcher } from '../../engine'

export function assistantSource(api: ApiClient): DataSourceFetcher<'assistant'> {
  return async (source) => {
    const [{ createAssistantSession }, { streamCall }] = await Promise.all([
      import('../../api/ai/assistant'),
      import('../../api/http/stream'),
    ])
    const model = source.assistant
    const conversationCode = source.conversation || undefined
    return createAssistantSession({
      model,
      conversationCode,
      ask: (args, onEvent, signal) => streamCall(api, 'ai.ask', args, onEvent, signal),
      stop: (args) => api.call('ai.stop', args),
      rate: (args) => api.call('ai.rate', args),
      load: (code) => api.call('ai.conversation', { conversationCode: code }),
    })
  }
}
