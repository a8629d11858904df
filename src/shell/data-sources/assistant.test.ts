// The app's assistant source and actions: data.<name> is the conversation as plain data with its session, and the
// assistant-* actions act on the conversation they name; one the app no longer keeps is refused with a message.
import { describe, expect, it, vi } from 'vitest'
import type { Action, LiveValue } from '../../engine'
import { isLiveValue } from '../../engine'
import { createTestEngine, runActions } from '../../engine/testing'
import type { AssistantConversation } from '../../generated/api'
import { assistantSource, registerAssistantActions } from './assistant'

const stored = {
  conversationCode: 'GC1',
  model: 'general',
  turns: [{ answerId: 'A1', question: '血压高怎么办', answer: '少盐，多运动。', stopped: false }],
}

async function setup() {
  const call = vi.fn(async (name: string, _args: unknown) => (name === 'ai.conversation' ? stored : {}))
  const engine = createTestEngine()
  engine.registerDataSource('assistant', assistantSource({ call } as never))
  registerAssistantActions(engine)
  const value = await engine.dataSources.get('assistant')?.(
    { assistant: 'general', conversation: 'GC1' },
    { services: engine.services, name: 'ai' },
  )
  if (!isLiveValue(value)) throw new Error('not a live value')
  const live = value as LiveValue<AssistantConversation>
  await vi.waitFor(() => expect(live.current().loading).toBe(false))
  const run = (action: Action) =>
    runActions([action], {
      engine,
      screen: { setState: () => undefined, reload: async () => undefined, forms: undefined as never, overlays: undefined as never },
      scope: () => ({}) as never,
    })
  return { call, live, run }
}

describe('assistant source and actions', () => {
  it('holds the continued conversation as plain data, named by its session', async () => {
    const { live } = await setup()
    const conversation = live.current()
    expect(conversation).toMatchObject({ model: 'general', conversationCode: 'GC1', busy: false, loading: false })
    expect(conversation.turns).toEqual([{ id: 'A1', question: '血压高怎么办', answer: '少盐，多运动。', state: 'done' }])
    expect(conversation.session).toMatch(/^assistant-\d+$/)
    expect(Object.values(conversation).some((v) => typeof v === 'function')).toBe(false)
    expect(live.current()).toBe(conversation) // the same object until something changes
  })

  it('rates an answer through assistant-rate: the rating shows at once and is sent', async () => {
    const { live, run, call } = await setup()
    const changed = vi.fn()
    live.subscribe(changed)
    const outcome = await run({ action: 'assistant-rate', session: live.current().session, answer: 'A1', rating: 'up' })
    expect(outcome.ok).toBe(true)
    expect(live.current().turns[0].rating).toBe('up')
    expect(changed).toHaveBeenCalled()
    expect(call).toHaveBeenCalledWith('ai.rate', { answerId: 'A1', rating: 'up' })
  })

  it('refuses an action on a conversation it does not keep, with a message', async () => {
    const { run } = await setup()
    const outcome = await run({ action: 'assistant-stop', session: 'assistant-999' })
    expect(outcome).toMatchObject({ ok: false, error: { message: '对话已结束，请重新进入页面' } })
  })
})
