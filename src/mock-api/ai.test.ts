// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../api/client'
import { streamCall } from '../api/http/stream'
import { createApiSession } from '../session/api-session'
import { COOKIES, SESSION_KEYS } from '../platform/storage-keys'
import { loginAs, mockServer, resetMockBackend } from './node'
import { sendCall } from './testing'
import { DEMO_AI_CONVERSATIONS } from './seed/ai-answers'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

async function data<T>(name: string, args: unknown, token?: string): Promise<T> {
  const { body } = await sendCall(name, args, { token })
  expect(body.code, body.msg).toBe('000000')
  return body.data as T
}

function residentClient() {
  sessionStorage.setItem(SESSION_KEYS.clientRole, 'health')
  document.cookie = `${COOKIES.userToken}=${encodeURIComponent(loginAs('resident'))}; path=/`
  return createApiClient({
    notify: () => {},
    session: createApiSession(
      () => {},
      () => {},
    ),
  })
}

describe('the AI assistant', () => {
  it('streams an answer as events and keeps it in the history', async () => {
    const client = residentClient()
    const events: Array<Record<string, unknown>> = []
    await streamCall(client, 'ai.ask', { question: '血压 150/95 要紧吗？', model: 'general' }, (e) =>
      events.push(e as Record<string, unknown>),
    )
    expect(events[0]).toMatchObject({ conversationCode: expect.any(String), answerId: expect.any(String) })
    expect(events.at(-1)).toEqual({ done: true })
    const answer = events.map((e) => e.delta ?? '').join('')
    expect(answer).toContain('$$\\mathrm{MAP}')
    expect(events.length).toBeGreaterThan(20)
    const page = await client.call('ai.conversations', { current: 1, size: 20 })
    expect(page.records[0]).toMatchObject({ title: '血压 150/95 要紧吗？', turnCount: 1, modelName: '大专家通用模型' })
    const detail = await client.call('ai.conversation', { conversationCode: String(events[0].conversationCode) })
    expect(detail.turns[0].answer).toBe(answer)
  }, 30_000)

  it('keeps only the part shown when stopped, and a rating', async () => {
    const token = loginAs('doctor')
    const asked = await data<{ conversationCode: string; answerId: string; answer: string }>(
      'ai.ask',
      { question: 'BMI 怎么算？', model: 'greatwall' },
      token,
    )
    expect(asked.answer).toContain('长城大模型')
    const stopped = await data<{ answer: string }>('ai.stop', { answerId: asked.answerId, length: 12 }, token)
    expect(stopped.answer).toBe(asked.answer.slice(0, 12))
    await data('ai.rate', { answerId: asked.answerId, rating: 'down' }, token)
    const detail = await data<{ turns: Array<{ stopped: boolean; rating?: string; answer: string }> }>(
      'ai.conversation',
      { conversationCode: asked.conversationCode },
      token,
    )
    expect(detail.turns[0]).toMatchObject({ stopped: true, rating: 'down', answer: asked.answer.slice(0, 12) })
  })

  it('lists each demo person’s earlier conversation, and hides it from others', async () => {
    const doctor = loginAs('doctor')
    const page = await data<{ records: Array<{ conversationCode: string }> }>('ai.conversations', { current: 1, size: 20 }, doctor)
    expect(page.records.map((r) => r.conversationCode)).toEqual([DEMO_AI_CONVERSATIONS.doctor])
    const { body } = await sendCall('ai.conversation', { conversationCode: DEMO_AI_CONVERSATIONS.resident }, { token: doctor })
    expect(body.code).toBe('125000404')
  })

  it('takes feedback from a logged-in user only', async () => {
    expect((await sendCall('ai.feedback', { category: '其他建议', content: '希望支持语音提问。' })).body.code).toBe('125000401')
    const kept = await data<{ feedbackCode: string }>(
      'ai.feedback',
      { category: '其他建议', content: '希望支持语音提问。' },
      loginAs('resident'),
    )
    expect(kept.feedbackCode).toMatch(/^FB/)
  })
})
