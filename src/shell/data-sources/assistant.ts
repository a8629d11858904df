// The app's `assistant` data-source kind: a conversation with the AI assistant, new or continued
// ({ "assistant": "general", "conversation": "{{ query.conversationCode }}" }). data.<name> holds plain data
// (schemas/api/assistant-conversation.schema.json), again at each change as answers stream in; asking, stopping
// and rating are the assistant-* actions, which name the conversation by its `session`.
import type { ApiClient } from '../../api'
import type { AssistantSession, AssistantState } from '../../api/ai/assistant'
import type { DataSourceFetcher, Engine } from '../../engine'
import { liveValue } from '../../engine'
import type { AssistantConversation } from '../../generated/api'

/** The conversations of the screens open lately, by session; the oldest go once more than this are kept. */
const KEPT = 8
const sessions = new Map<string, AssistantSession>()
let made = 0

function keep(session: AssistantSession): string {
  const id = `assistant-${++made}`
  sessions.set(id, session)
  for (const old of sessions.keys()) if (sessions.size > KEPT) sessions.delete(old)
  return id
}

function sessionOf(id: string): AssistantSession {
  const session = sessions.get(id)
  // A page left open for long, whose conversation has been let go: asking again needs the page anew.
  if (!session) throw new Error('对话已结束，请重新进入页面')
  return session
}

export function assistantSource(api: ApiClient): DataSourceFetcher<'assistant'> {
  return async (source) => {
    const [{ createAssistantSession }, { streamCall }] = await Promise.all([
      import('../../api/ai/assistant'),
      import('../../api/http/stream'),
    ])
    const session = createAssistantSession({
      model: source.assistant,
      conversationCode: source.conversation || undefined,
      ask: (args, onEvent, signal) => streamCall(api, 'ai.ask', args, onEvent, signal),
      stop: (args) => api.call('ai.stop', args),
      rate: (args) => api.call('ai.rate', args),
      load: (code) => api.call('ai.conversation', { conversationCode: code }),
    })
    const id = keep(session)
    // The same object until the session changes, so the scope sees a change only when there is one.
    let from: AssistantState | undefined
    let shown: AssistantConversation = { session: id, ...session.state() }
    const current = () => {
      const state = session.state()
      if (state !== from) shown = { session: id, ...(from = state) }
      return shown
    }
    return liveValue(current, (listener) => session.subscribe(listener))
  }
}

/** The assistant-* actions: what the assistant node (or a config) does to a conversation on its screen. */
export function registerAssistantActions(engine: Engine): void {
  // The question is what a user typed: handed over as written, no {{ }} in it read.
  engine.registerAction(
    'assistant-ask',
    Object.assign((action: { session: string; question: string }) => sessionOf(action.session).ask(action.question), { raw: ['question'] }),
  )
  engine.registerAction('assistant-stop', (action) => sessionOf(action.session).stop())
  engine.registerAction('assistant-rate', (action) => sessionOf(action.session).rate(action.answer, action.rating))
}
