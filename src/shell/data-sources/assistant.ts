// The app's `assistant` data-source kind: a conversation with the AI assistant, new or continued
// ({ "assistant": "general", "conversation": "{{ query.conversationCode }}" }). data.<name> holds plain data
// (schemas/api/assistant-conversation.schema.json), again at each change as answers stream in; asking, stopping
// and rating are the assistant-* actions, which name the conversation by its `session`. The conversations and the
// assistant's code (assistant-sessions.ts) load with the first conversation a screen opens, in one wave.
import type { ApiClient } from '../../api'
import type { DataSourceFetcher, Engine } from '../../engine'

const conversations = () => import('./assistant-sessions')

export function assistantSource(api: ApiClient): DataSourceFetcher<'assistant'> {
  return async (source) => (await conversations()).openConversation(api, source)
}

/** The assistant-* actions: what the assistant node (or a config) does to a conversation on its screen. */
export function registerAssistantActions(engine: Engine): void {
  // The question is what a user typed: handed over as written, no {{ }} in it read.
  engine.registerAction(
    'assistant-ask',
    Object.assign(
      async (action: { session: string; question: string }) => (await conversations()).sessionOf(action.session).ask(action.question),
      { raw: ['question'] },
    ),
  )
  engine.registerAction('assistant-stop', async (action) => (await conversations()).sessionOf(action.session).stop())
  engine.registerAction('assistant-rate', async (action) =>
    (await conversations()).sessionOf(action.session).rate(action.answer, action.rating),
  )
}
