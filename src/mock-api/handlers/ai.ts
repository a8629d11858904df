import { errors } from '../errors'
import { answerFor, MODEL_NAMES } from '../seed/ai-answers'
import { formatDateTime } from '../seed/codes'
import type { MockAiConversation, MockAiTurn, MockState } from '../state'
import { arg, me, paginate, text, whole, type CallContext, defineHandlers } from './context'

// The AI assistant. An answer is made whole and kept at once; streamed, it goes out a few characters at a time
// (text/event-stream), and a stop keeps only the part the user saw.
const VISITOR = 'visitor'
/** Characters per event and the pause between events: a long answer streams for several seconds. */
export const STREAM_CHARS = 6
export const STREAM_PAUSE_MS = 60

type Model = MockAiConversation['model']

const ownerOf = (context: CallContext) => context.identity?.account.accountCode ?? VISITOR

function find(state: MockState, answerId: string): { conversation: MockAiConversation; turn: MockAiTurn } | undefined {
  for (const list of Object.values(state.assistant)) {
    for (const conversation of list) {
      const turn = conversation.turns.find((t) => t.answerId === answerId)
      if (turn) return { conversation, turn }
    }
  }
  return undefined
}

function eventStream(first: unknown, answer: string): Response {
  const encoder = new TextEncoder()
  let at = 0
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`data: ${JSON.stringify(first)}\n\n`))
    },
    async pull(controller) {
      await new Promise((resolve) => setTimeout(resolve, STREAM_PAUSE_MS))
      if (at >= answer.length) {
        controller.enqueue(encoder.encode(`data: ${JSON.stringify({ done: true })}\n\n`))
        controller.close()
        return
      }
      const delta = answer.slice(at, at + STREAM_CHARS)
      at += STREAM_CHARS
      controller.enqueue(encoder.encode(`data: ${JSON.stringify({ delta })}\n\n`))
    },
  })
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream;charset=UTF-8', 'Cache-Control': 'no-cache' } })
}

function ask(context: CallContext) {
  const owner = ownerOf(context)
  const question = text(context, 'question').trim()
  const model = text(context, 'model', 'general') as Model
  const asked = text(context, 'conversationCode')
  const time = formatDateTime(context.now)
  const answer = answerFor(question, model)
  const kept = context.store.update((state) => {
    const list = (state.assistant[owner] ??= [])
    let conversation = asked ? list.find((c) => c.conversationCode === asked) : undefined
    if (asked && !conversation) return undefined
    if (!conversation) {
      conversation = { conversationCode: `GC${context.now.getTime().toString(36)}${state.serial}`, model, updateTime: time, turns: [] }
      list.unshift(conversation)
    }
    const turn: MockAiTurn = { answerId: `GA${context.now.getTime().toString(36)}${state.serial}`, question, answer, stopped: false, time }
    conversation.turns.push(turn)
    conversation.updateTime = time
    return { conversationCode: conversation.conversationCode, answerId: turn.answerId, answer }
  })
  if (!kept) throw errors.notFound('会话')
  if (context.streaming) return eventStream({ conversationCode: kept.conversationCode, answerId: kept.answerId }, answer)
  return kept
}

function stop(context: CallContext) {
  const answerId = text(context, 'answerId')
  const length = whole(context, 'length', 0)
  const found = find(context.store.state, answerId)
  if (!found) throw errors.notFound('回答')
  return context.store.update(() => {
    if (length < found.turn.answer.length) {
      found.turn.answer = found.turn.answer.slice(0, length)
      found.turn.stopped = true
    }
    return { conversationCode: found.conversation.conversationCode, answerId, answer: found.turn.answer }
  })
}

function rate(context: CallContext) {
  const answerId = text(context, 'answerId')
  const rating: 'up' | 'down' = arg(context, 'rating') === 'down' ? 'down' : 'up'
  const found = find(context.store.state, answerId)
  if (!found) throw errors.notFound('回答')
  context.store.update(() => {
    found.turn.rating = rating
  })
  return { answerId, rating }
}

function plain(markdown: string): string {
  return markdown
    .replace(/\$\$[^$]*\$\$/g, '')
    .replace(/[#*>|`$\\-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60)
}

function conversations(context: CallContext) {
  const list = context.store.state.assistant[me(context).accountCode] ?? []
  const rows = list.map((c) => ({
    conversationCode: c.conversationCode,
    title: c.turns[0]?.question ?? '',
    model: c.model,
    modelName: MODEL_NAMES[c.model],
    updateTime: c.updateTime,
    lastAnswer: plain(c.turns[c.turns.length - 1]?.answer ?? ''),
    turnCount: c.turns.length,
  }))
  return paginate(rows, whole(context, 'current', 1), whole(context, 'size', 20))
}

function conversation(context: CallContext) {
  const code = text(context, 'conversationCode')
  const found = context.store.state.assistant[me(context).accountCode]?.find((c) => c.conversationCode === code)
  if (!found) throw errors.notFound('会话')
  return {
    conversationCode: found.conversationCode,
    title: found.turns[0]?.question ?? '',
    model: found.model,
    updateTime: found.updateTime,
    turns: found.turns,
  }
}

function feedback(context: CallContext) {
  me(context)
  return { feedbackCode: `FB${context.now.getTime().toString(36)}${context.store.state.serial}` }
}

export const aiHandlers = defineHandlers({
  'ai.ask': ask,
  'ai.stop': stop,
  'ai.rate': rate,
  'ai.conversations': conversations,
  'ai.conversation': conversation,
  'ai.feedback': feedback,
})
