import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { liveValue } from '../../src/engine'
import { createRendererEngine, renderConfig } from '../shared/testing'
import { definition } from './index'
import type { AssistantNodeState, AssistantNodeTurn } from './session'

beforeAll(async () => {
  await definition.preload?.()
})

function fakeSession(start: Partial<AssistantNodeState> = {}) {
  let state: AssistantNodeState = { session: 'S1', model: 'general', turns: [], busy: false, loading: false, ...start }
  const listeners = new Set<() => void>()
  return {
    state: () => state,
    subscribe: (l: () => void) => (listeners.add(l), () => listeners.delete(l)),
    ask: vi.fn(async (_question: string) => {}),
    stop: vi.fn(),
    rate: vi.fn(async (_id: string, _rating: 'up' | 'down') => {}),
    set(next: Partial<AssistantNodeState>) {
      state = { ...state, ...next }
      listeners.forEach((l) => l())
    },
  }
}

type FakeSession = ReturnType<typeof fakeSession>

/**
 * The conversation as the app serves it: an `assistant` source whose value is plain data, again at each change,
 * and the assistant-* actions, which act on the conversation the action names.
 */
async function showSession(session: FakeSession) {
  const engine = createRendererEngine()
  const named = (id: string) => {
    expect(id).toBe('S1')
    return session
  }
  engine.registerDataSource('assistant', () => liveValue(session.state, session.subscribe))
  engine.registerAction(
    'assistant-ask',
    Object.assign((a: { session: string; question: string }) => named(a.session).ask(a.question), { raw: ['question'] }),
  )
  engine.registerAction('assistant-stop', (a) => named(a.session).stop())
  engine.registerAction('assistant-rate', (a) => named(a.session).rate(a.answer, a.rating))
  const shown = renderConfig([node], { engine, data: { ai: { assistant: 'general' } } })
  // The composer draws at once; the conversation (welcome or turns) only once the source's value has come.
  await waitFor(() => expect(document.querySelector('.edu-assistant__welcome, .edu-assistant__turn')).toBeTruthy())
  await act(async () => {})
  return shown
}

const turn = (over: Partial<AssistantNodeTurn>): AssistantNodeTurn => ({
  id: 'A1',
  question: '血压高怎么办',
  answer: '',
  state: 'done',
  ...over,
})
const node = { type: 'assistant', source: 'ai', welcome: '**您好**', suggestions: ['BMI 怎么算？'] }

describe('assistant', () => {
  it('welcomes with suggestions; a tap asks it', async () => {
    const session = fakeSession()
    await showSession(session)
    fireEvent.click(screen.getByRole('button', { name: 'BMI 怎么算？' }))
    await waitFor(() => expect(session.ask).toHaveBeenCalledWith('BMI 怎么算？'))
  })

  it('asks what is typed, and offers stop while an answer streams', async () => {
    const session = fakeSession()
    await showSession(session)
    fireEvent.change(screen.getByRole('textbox', { name: '有什么健康问题，尽管问我' }), { target: { value: '血糖 7.2 要紧吗' } })
    fireEvent.click(screen.getByRole('button', { name: '发送' }))
    await waitFor(() => expect(session.ask).toHaveBeenCalledWith('血糖 7.2 要紧吗'))
    act(() => session.set({ busy: true, turns: [turn({ state: 'waiting' })] }))
    expect(screen.getByText('正在思考…')).toBeTruthy()
    act(() => session.set({ turns: [turn({ state: 'streaming', answer: '## 建议\n\n少盐，$x^2$' })] }))
    await waitFor(() => expect(screen.getByRole('heading', { name: '建议' })).toBeTruthy(), { timeout: 8000 })
    fireEvent.click(screen.getByRole('button', { name: '停止生成' }))
    await waitFor(() => expect(session.stop).toHaveBeenCalled())
  })

  it('says a stopped answer was stopped, and copies and rates a finished one', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const session = fakeSession({ turns: [turn({ state: 'stopped', answer: '前半段回答' })] })
    const { recorded } = await showSession(session)
    expect(screen.getByText('已停止生成')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '复制' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('前半段回答'))
    await waitFor(() => expect(recorded.toasts[0]).toMatchObject({ text: '已复制' }))
    fireEvent.click(screen.getByRole('button', { name: '有帮助' }))
    await waitFor(() => expect(session.rate).toHaveBeenCalledWith('A1', 'up'))
  })

  it('shows a failed answer with its message and asks again on request', async () => {
    const session = fakeSession({ turns: [turn({ state: 'failed', error: '网络连接异常，请检查您的网络连接！' })] })
    await showSession(session)
    expect(screen.getByRole('alert').textContent).toContain('网络连接异常')
    fireEvent.click(screen.getByRole('button', { name: '重新回答' }))
    await waitFor(() => expect(session.ask).toHaveBeenCalledWith('血压高怎么办'))
  })

  it('asks what was typed as written: {{ }} in a question is not read', async () => {
    const session = fakeSession()
    await showSession(session)
    fireEvent.change(screen.getByRole('textbox', { name: '有什么健康问题，尽管问我' }), { target: { value: '{{ user.name }} 是什么' } })
    fireEvent.click(screen.getByRole('button', { name: '发送' }))
    await waitFor(() => expect(session.ask).toHaveBeenCalledWith('{{ user.name }} 是什么'))
  })
})
