import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { renderConfig } from '../shared/testing'
import { definition } from './index'
import type { AssistantNodeSession, AssistantNodeState, AssistantNodeTurn } from './session'

beforeAll(async () => {
  await definition.preload?.()
})

function fakeSession(start: Partial<AssistantNodeState> = {}) {
  let state: AssistantNodeState = { turns: [], busy: false, loading: false, ...start }
  const listeners = new Set<() => void>()
  const session: AssistantNodeSession & { set(next: Partial<AssistantNodeState>): void } = {
    state: () => state,
    subscribe: (l) => (listeners.add(l), () => listeners.delete(l)),
    ask: vi.fn(async () => {}),
    stop: vi.fn(),
    rate: vi.fn(async () => {}),
    set(next) {
      state = { ...state, ...next }
      listeners.forEach((l) => l())
    },
  }
  return session
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
  it('welcomes with suggestions; a tap asks it', () => {
    const session = fakeSession()
    renderConfig([node], { scope: { data: { ai: session } } })
    fireEvent.click(screen.getByRole('button', { name: 'BMI 怎么算？' }))
    expect(session.ask).toHaveBeenCalledWith('BMI 怎么算？')
  })

  it('asks what is typed, and offers stop while an answer streams', async () => {
    const session = fakeSession()
    renderConfig([node], { scope: { data: { ai: session } } })
    fireEvent.change(screen.getByRole('textbox', { name: '有什么健康问题，尽管问我' }), { target: { value: '血糖 7.2 要紧吗' } })
    fireEvent.click(screen.getByRole('button', { name: '发送' }))
    expect(session.ask).toHaveBeenCalledWith('血糖 7.2 要紧吗')
    act(() => session.set({ busy: true, turns: [turn({ state: 'waiting' })] }))
    expect(screen.getByText('正在思考…')).toBeTruthy()
    act(() => session.set({ turns: [turn({ state: 'streaming', answer: '## 建议\n\n少盐，$x^2$' })] }))
    await waitFor(() => expect(screen.getByRole('heading', { name: '建议' })).toBeTruthy(), { timeout: 8000 })
    fireEvent.click(screen.getByRole('button', { name: '停止生成' }))
    expect(session.stop).toHaveBeenCalled()
  })

  it('says a stopped answer was stopped, and copies and rates a finished one', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const session = fakeSession({ turns: [turn({ state: 'stopped', answer: '前半段回答' })] })
    const { recorded } = renderConfig([node], { scope: { data: { ai: session } } })
    expect(screen.getByText('已停止生成')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '复制' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('前半段回答'))
    await waitFor(() => expect(recorded.toasts[0]).toMatchObject({ text: '已复制' }))
    fireEvent.click(screen.getByRole('button', { name: '有帮助' }))
    expect(session.rate).toHaveBeenCalledWith('A1', 'up')
  })

  it('shows a failed answer with its message and asks again on request', () => {
    const session = fakeSession({ turns: [turn({ state: 'failed', error: '网络连接异常，请检查您的网络连接！' })] })
    renderConfig([node], { scope: { data: { ai: session } } })
    expect(screen.getByRole('alert').textContent).toContain('网络连接异常')
    fireEvent.click(screen.getByRole('button', { name: '重新回答' }))
    expect(session.ask).toHaveBeenCalledWith('血压高怎么办')
  })
})
