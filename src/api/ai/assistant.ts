// A conversation with the AI assistant as a screen shows it, no React: each question's answer streams in, can be
// stopped (the part shown is kept, here and on the server), and rated; an earlier conversation is continued.

import type { AssistantConversation, AssistantTurn } from '../../generated/api'

export type { AssistantTurn } from '../../generated/api'
export type TurnState = AssistantTurn['state']
export type Rating = NonNullable<AssistantTurn['rating']>
export type AssistantModel = AssistantConversation['model']

/** The conversation as the session keeps it (schemas/api/assistant-conversation.schema.json, the one declaration), less the handle the shell gives it. */
export type AssistantState = Omit<AssistantConversation, 'session'>

export interface AssistantSession {
  state: () => AssistantState
  subscribe(listener: () => void): () => void
  ask: (question: string) => Promise<void>
  stop: () => void
  rate: (id: string, rating: Rating) => Promise<void>
}

export interface StoredConversation {
  conversationCode: string
  model: AssistantModel
  turns: Array<{ answerId: string; question: string; answer: string; stopped: boolean; rating?: Rating }>
}

export interface AssistantPorts {
  model: AssistantModel
  /** Continue this conversation (its turns are loaded first). */
  conversationCode?: string
  ask: (
    args: { question: string; model: AssistantModel; conversationCode?: string },
    onEvent: (data: unknown) => void,
    signal: AbortSignal,
  ) => Promise<void>
  stop: (args: { answerId: string; length: number }) => Promise<unknown>
  rate: (args: { answerId: string; rating: Rating }) => Promise<unknown>
  load: (conversationCode: string) => Promise<StoredConversation>
}

interface StreamEvent {
  conversationCode?: string
  answerId?: string
  answer?: string
  delta?: string
  done?: boolean
}

const asEvent = (data: unknown): StreamEvent => (typeof data === 'object' && data !== null ? data : {})
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e))

export function createAssistantSession(ports: AssistantPorts): AssistantSession {
  const listeners = new Set<() => void>()
  let state: AssistantState = {
    model: ports.model,
    conversationCode: ports.conversationCode,
    turns: [],
    busy: false,
    loading: Boolean(ports.conversationCode),
  }
  let controller: AbortController | undefined
  let local = 0

  const set = (next: Partial<AssistantState>) => {
    state = { ...state, ...next }
    listeners.forEach((l) => l())
  }
  const patch = (id: string, next: Partial<AssistantTurn>) => set({ turns: state.turns.map((t) => (t.id === id ? { ...t, ...next } : t)) })

  if (ports.conversationCode) {
    ports.load(ports.conversationCode).then(
      (c) =>
        set({
          loading: false,
          model: c.model,
          turns: c.turns.map((t) => ({
            id: t.answerId,
            question: t.question,
            answer: t.answer,
            state: t.stopped ? 'stopped' : 'done',
            ...(t.rating ? { rating: t.rating } : {}),
          })),
        }),
      (e: unknown) => set({ loading: false, error: messageOf(e) }),
    )
  }

  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async ask(raw) {
      const question = raw.trim()
      if (!question || state.busy) return
      let id = `local-${local++}`
      set({ busy: true, turns: [...state.turns, { id, question, answer: '', state: 'waiting' }] })
      const mine = new AbortController()
      controller = mine
      try {
        await ports.ask(
          { question, model: state.model, ...(state.conversationCode ? { conversationCode: state.conversationCode } : {}) },
          (data) => {
            if (mine.signal.aborted) return
            const event = asEvent(data)
            if (event.conversationCode && event.conversationCode !== state.conversationCode)
              set({ conversationCode: event.conversationCode })
            if (event.answerId && event.answerId !== id) {
              const from = id
              id = event.answerId
              set({ turns: state.turns.map((t) => (t.id === from ? { ...t, id } : t)) })
            }
            const turn = state.turns.find((t) => t.id === id)
            if (!turn) return
            // A backend that answers whole gives the answer at once; a streaming one gives deltas.
            if (typeof event.answer === 'string') patch(id, { answer: event.answer, state: 'done' })
            else if (typeof event.delta === 'string') patch(id, { answer: turn.answer + event.delta, state: 'streaming' })
            if (event.done) patch(id, { state: 'done' })
          },
          mine.signal,
        )
        const turn = state.turns.find((t) => t.id === id)
        if (turn && (turn.state === 'streaming' || turn.state === 'waiting') && !mine.signal.aborted) patch(id, { state: 'done' })
      } catch (e) {
        if (!mine.signal.aborted) patch(id, { state: 'failed', error: messageOf(e) })
      } finally {
        if (controller === mine) {
          controller = undefined
          set({ busy: false })
        }
      }
    },
    stop() {
      const turn = state.turns.find((t) => t.state === 'waiting' || t.state === 'streaming')
      controller?.abort()
      controller = undefined
      if (!turn) {
        set({ busy: false })
        return
      }
      patch(turn.id, { state: 'stopped' })
      set({ busy: false })
      // The server keeps what was shown; a failure here leaves the full answer stored, nothing the user sees.
      if (!turn.id.startsWith('local-')) void ports.stop({ answerId: turn.id, length: turn.answer.length }).catch(() => {})
    },
    async rate(id, rating) {
      const before = state.turns.find((t) => t.id === id)?.rating
      patch(id, { rating })
      try {
        await ports.rate({ answerId: id, rating })
      } catch {
        patch(id, { rating: before })
      }
    },
  }
}
