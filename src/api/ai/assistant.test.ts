import { describe, expect, it, vi } from 'vitest'
import { createAssistantSession, type AssistantPorts } from './assistant'

function ports(over: Partial<AssistantPorts> = {}) {
  let release: () => void = () => {}
  const emitted: Array<(data: unknown) => void> = []
  const p: AssistantPorts & { emit(data: unknown): void; finish(): void } = {
    model: 'general',
    ask: vi.fn<AssistantPorts['ask']>((_args, onEvent, signal) => {
      emitted.push(onEvent)
      return new Promise<void>((resolve) => {
        release = resolve
        signal.addEventListener('abort', () => resolve())
      })
    }),
    stop: vi.fn(async () => ({})),
    rate: vi.fn(async () => ({})),
    load: vi.fn(async () => ({
      conversationCode: 'GC1',
      model: 'other' as const,
      turns: [{ answerId: 'A0', question: '旧问题', answer: '旧回答', stopped: true }],
    })),
    emit: (data) => emitted[emitted.length - 1]?.(data),
    finish: () => release(),
    ...over,
  }
  return p
}

describe('an assistant session', () => {
  it('streams an answer in, names the conversation and the answer, and ends done', async () => {
    const p = ports()
    const session = createAssistantSession(p)
    const asking = session.ask('  血压高怎么办  ')
    expect(p.ask).toHaveBeenCalledWith({ question: '血压高怎么办', model: 'general' }, expect.any(Function), expect.any(AbortSignal))
    expect(session.state().turns[0]).toMatchObject({ question: '血压高怎么办', state: 'waiting' })
    expect(session.state().busy).toBe(true)
    p.emit({ conversationCode: 'GC9', answerId: 'A9' })
    p.emit({ delta: '## 建议' })
    p.emit({ delta: '\n少盐' })
    expect(session.state().turns[0]).toMatchObject({ id: 'A9', answer: '## 建议\n少盐', state: 'streaming' })
    p.emit({ done: true })
    p.finish()
    await asking
    expect(session.state()).toMatchObject({ conversationCode: 'GC9', busy: false })
    expect(session.state().turns[0].state).toBe('done')
    // The next question continues the conversation.
    void session.ask('还有呢')
    expect(p.ask).toHaveBeenLastCalledWith(
      { question: '还有呢', model: 'general', conversationCode: 'GC9' },
      expect.any(Function),
      expect.any(AbortSignal),
    )
  })

  it('stops: keeps what was shown, tells the server its length, ignores what arrives later', async () => {
    const p = ports()
    const session = createAssistantSession(p)
    const asking = session.ask('问题')
    p.emit({ conversationCode: 'GC1', answerId: 'A1' })
    p.emit({ delta: '前半段' })
    session.stop()
    await asking
    p.emit({ delta: '后半段' })
    expect(session.state().turns[0]).toMatchObject({ answer: '前半段', state: 'stopped' })
    expect(session.state().busy).toBe(false)
    expect(p.stop).toHaveBeenCalledWith({ answerId: 'A1', length: 3 })
  })

  it('takes an answer given whole, and marks a failed one', async () => {
    const whole = ports({
      ask: vi.fn<AssistantPorts['ask']>(async (_a, onEvent) => onEvent({ conversationCode: 'GC2', answerId: 'A2', answer: '完整回答' })),
    })
    const s1 = createAssistantSession(whole)
    await s1.ask('问')
    expect(s1.state().turns[0]).toMatchObject({ id: 'A2', answer: '完整回答', state: 'done' })
    const failing = ports({
      ask: vi.fn(async () => {
        throw new Error('网络连接异常，请检查您的网络连接！')
      }),
    })
    const s2 = createAssistantSession(failing)
    await s2.ask('问')
    expect(s2.state().turns[0]).toMatchObject({ state: 'failed', error: '网络连接异常，请检查您的网络连接！' })
  })

  it('rates an answer, and takes the rating back when the call fails', async () => {
    const p = ports({
      conversationCode: 'GC1',
      rate: vi.fn(async () => {
        throw new Error('x')
      }),
    })
    const session = createAssistantSession(p)
    await vi.waitFor(() => expect(session.state().turns).toHaveLength(1))
    await session.rate('A0', 'up')
    expect(session.state().turns[0].rating).toBeUndefined()
    const ok = ports({ conversationCode: 'GC1' })
    const s2 = createAssistantSession(ok)
    await vi.waitFor(() => expect(s2.state().turns).toHaveLength(1))
    await s2.rate('A0', 'down')
    expect(s2.state().turns[0].rating).toBe('down')
  })

  it('continues an earlier conversation with its model and turns', async () => {
    const session = createAssistantSession(ports({ conversationCode: 'GC1' }))
    expect(session.state().loading).toBe(true)
    await vi.waitFor(() => expect(session.state().loading).toBe(false))
    expect(session.state()).toMatchObject({ model: 'other', conversationCode: 'GC1' })
    expect(session.state().turns[0]).toMatchObject({ id: 'A0', question: '旧问题', state: 'stopped' })
  })
})
