// The assistant's conversations, loaded with the assistant's code on a screen that opens one (assistant.ts): the
// entry carries only the data source's and the actions' names.
import type { ApiClient } from '../../api'
import { createAssistantSession, type AssistantSession, type AssistantState } from '../../api/ai/assistant'
import { streamCall } from '../../api/http/stream'
import type { DataSourceFetcher, LiveValue } from '../../engine'
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

export function sessionOf(id: string): AssistantSession {
  const session = sessions.get(id)
  // A page left open for long, whose conversation has been let go: asking again needs the page anew.
  if (!session) throw new Error('对话已结束，请重新进入页面')
  return session
}

/** A conversation, new or continued, as plain data that changes as answers stream in. */
export function openConversation(api: ApiClient, source: Parameters<DataSourceFetcher<'assistant'>>[0]): LiveValue<AssistantConversation> {
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
