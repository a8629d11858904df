import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { liveValue } from '../../src/engine'
import type { FakeServiceOptions } from '../../src/engine/testing'
import { createRendererEngine, renderConfig } from '../shared/testing'
import { definition } from './index'
import type { ChatNodeLine, ChatNodeState } from './room'
import { timeLabel } from './time-label'

beforeAll(async () => {
  await definition.preload?.()
})

const ME = 'A1'
const PEER = 'B2'
const base = new Date('2026-05-03T14:05:00').getTime()

function line(uid: string, over: Partial<ChatNodeLine> = {}): ChatNodeLine {
  return { uid, sender: PEER, mine: false, msgType: 1, content: `内容${uid}`, time: base, state: 'sent', ...over }
}

function fakeRoom(start: Partial<ChatNodeState>) {
  let state: ChatNodeState = {
    chatCode: 'C1',
    status: 'open',
    me: ME,
    title: '林晓燕',
    scene: 1,
    members: [ME, PEER],
    people: { [ME]: { name: '陈立新', avatar: '' }, [PEER]: { name: '林晓燕', avatar: '' } },
    lines: [],
    loading: false,
    loadingOlder: false,
    hasOlder: false,
    ...start,
  }
  const listeners = new Set<() => void>()
  return {
    state: () => state,
    subscribe: (l: () => void) => (listeners.add(l), () => listeners.delete(l)),
    loadOlder: vi.fn(async () => {}),
    sendText: vi.fn(),
    sendImage: vi.fn(),
    retry: vi.fn(),
    removeMember: vi.fn(),
    set(next: Partial<ChatNodeState>) {
      state = { ...state, ...next }
      listeners.forEach((l) => l())
    },
  }
}

type FakeRoom = ReturnType<typeof fakeRoom>

/**
 * The room as the app serves it: a `chat` source whose value is the room's plain state, again at each change, and
 * the chat-* actions, which act on the room the action names (each recorded with its chat code).
 */
function chatEngine(room: FakeRoom, options: FakeServiceOptions = {}) {
  const engine = createRendererEngine(options)
  const ran: Array<{ action: string; chat: string }> = []
  const inRoom = (chat: string, name: string) => {
    ran.push({ action: name, chat })
    expect(chat).toBe(room.state().chatCode)
    return room
  }
  engine.registerDataSource('chat', () => liveValue(room.state, room.subscribe))
  engine.registerAction('chat-load-older', (a) => inRoom(a.chat, a.action).loadOlder())
  engine.registerAction(
    'chat-send',
    Object.assign(
      (a: { action: string; chat: string; text?: string; image?: string }) => {
        const r = inRoom(a.chat, a.action)
        if (a.text) r.sendText(a.text)
        else if (a.image) r.sendImage(a.image)
      },
      { raw: ['text', 'image'] },
    ),
  )
  engine.registerAction('chat-retry', (a) => inRoom(a.chat, a.action).retry(a.uid))
  engine.registerAction('chat-remove-member', (a) => inRoom(a.chat, a.action).removeMember(a.member))
  return Object.assign(engine, { ran })
}

/** The chat node on a `chat` source, drawn once the source has answered. */
async function showRoom(room: FakeRoom, engine = chatEngine(room)) {
  const shown = renderConfig([node], { engine, data: { room: { chat: 'C1' } } })
  await waitFor(() => expect(document.querySelector('.edu-chat__lines')?.getAttribute('aria-busy')).toBe(String(room.state().loading)))
  await act(async () => {})
  return { ...shown, engine }
}

const node = { type: 'chat', source: 'room' }

describe('chat', () => {
  it('shows text, image and system messages with time separators', async () => {
    const room = fakeRoom({
      lines: [
        line('1', { time: base - 3 * 3600_000 }),
        line('2', { time: base - 3 * 3600_000 + 60_000, mine: true, sender: ME }),
        line('3', { msgType: 2, content: 'data:image/svg+xml,x', time: base }),
        line('4', { msgType: 3, content: '陈立新将孙丽华移出了群聊', time: base + 1000 }),
      ],
    })
    await showRoom(room)
    expect(screen.getByText('内容1')).toBeTruthy()
    expect(screen.getByText('内容2')).toBeTruthy()
    expect(screen.getByRole('img', { name: '图片消息' })).toBeTruthy()
    expect(screen.getByText('陈立新将孙丽华移出了群聊')).toBeTruthy()
    // Two separators: before the first line and before the one three hours later; none a minute apart.
    expect(document.querySelectorAll('.edu-chat__time')).toHaveLength(2)
    expect(screen.getByText('没有更多消息了')).toBeTruthy()
  })

  it('shows the connecting state until the socket is open', async () => {
    const room = fakeRoom({ status: 'connecting' })
    await showRoom(room)
    expect(screen.getByRole('status').textContent).toBe('连接中…')
    act(() => room.set({ status: 'open' }))
    expect(screen.queryByText('连接中…')).toBeNull()
  })

  it('sends what is typed, clears the field, and sends nothing blank', async () => {
    const room = fakeRoom({})
    const { engine } = await showRoom(room)
    const field = screen.getByRole('textbox', { name: '请输入消息' })
    const send = screen.getByRole<HTMLButtonElement>('button', { name: '发送' })
    expect(send.disabled).toBe(true)
    fireEvent.change(field, { target: { value: '  ' } })
    expect(send.disabled).toBe(true)
    fireEvent.change(field, { target: { value: '您好，血压 130/85' } })
    fireEvent.click(send)
    await waitFor(() => expect(room.sendText).toHaveBeenCalledWith('您好，血压 130/85'))
    expect(engine.ran).toContainEqual({ action: 'chat-send', chat: 'C1' })
    expect((field as HTMLTextAreaElement).value).toBe('')
  })

  it('sends a message once for two presses in one task, and limits what can be typed (issue 33)', async () => {
    const room = fakeRoom({})
    await showRoom(room)
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: '请输入消息' })
    expect(field.maxLength).toBe(500)
    fireEvent.change(field, { target: { value: '您好，血压 130/85' } })
    const send = screen.getByRole<HTMLButtonElement>('button', { name: '发送' })
    act(() => {
      send.click()
      send.click()
    })
    await waitFor(() => expect(room.sendText).toHaveBeenCalledTimes(1))
    await act(async () => {})
    expect(room.sendText).toHaveBeenCalledTimes(1)
    expect(field.value).toBe('')
  })

  it('sends what was typed as written: {{ }} in a message is not read', async () => {
    const room = fakeRoom({})
    await showRoom(room)
    fireEvent.change(screen.getByRole('textbox', { name: '请输入消息' }), { target: { value: '{{ user.name }} 您好' } })
    fireEvent.click(screen.getByRole('button', { name: '发送' }))
    await waitFor(() => expect(room.sendText).toHaveBeenCalledWith('{{ user.name }} 您好'))
  })

  it('marks a sending line and retries a failed one', async () => {
    const room = fakeRoom({
      lines: [
        line('s', { mine: true, sender: ME, state: 'sending' }),
        line('f', { mine: true, sender: ME, state: 'failed', time: base + 1 }),
      ],
    })
    await showRoom(room)
    expect(screen.getByRole('status', { name: '发送中' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '发送失败，点击重试' }))
    await waitFor(() => expect(room.retry).toHaveBeenCalledWith('f'))
  })

  it('says why when the room cannot be acted on (the app no longer has it open)', async () => {
    const room = fakeRoom({ lines: [line('f', { mine: true, sender: ME, state: 'failed' })] })
    const engine = chatEngine(room)
    engine.registerAction(
      'chat-retry',
      () => {
        throw new Error('会话未打开，请重新进入页面')
      },
      { override: true },
    )
    await showRoom(room, engine)
    fireEvent.click(screen.getByRole('button', { name: '发送失败，点击重试' }))
    await waitFor(() => expect(engine.recorded.toasts).toContainEqual(expect.objectContaining({ text: '会话未打开，请重新进入页面' })))
  })

  it('loads older messages when scrolled to the top', async () => {
    const room = fakeRoom({ hasOlder: true, lines: [line('1'), line('2')] })
    const { engine } = await showRoom(room)
    const log = screen.getByRole('log')
    log.scrollTop = 0
    fireEvent.scroll(log)
    await waitFor(() => expect(room.loadOlder).toHaveBeenCalled())
    expect(engine.ran).toEqual([{ action: 'chat-load-older', chat: 'C1' }])
  })

  it('lets the group owner remove a member after confirming', async () => {
    const room = fakeRoom({
      scene: 2,
      owner: ME,
      members: [ME, PEER],
      people: { [ME]: { name: '陈立新', avatar: '' }, [PEER]: { name: '赵德明', avatar: '' } },
    })
    const engine = chatEngine(room, { confirm: true })
    await showRoom(room, engine)
    fireEvent.click(screen.getByRole('button', { name: '群成员（2）' }))
    fireEvent.click(await screen.findByRole('button', { name: '将赵德明移出群聊' }))
    await waitFor(() => expect(room.removeMember).toHaveBeenCalledWith(PEER))
    expect(engine.recorded.confirms[0]).toMatchObject({ content: '确定将赵德明移出群聊吗？' })
  })

  it('offers no removal to a member who is not the owner', async () => {
    const room = fakeRoom({ scene: 2, owner: PEER, members: [ME, PEER] })
    await showRoom(room)
    fireEvent.click(screen.getByRole('button', { name: '群成员（2）' }))
    await screen.findByText('群主')
    expect(screen.queryByRole('button', { name: /移出群聊/ })).toBeNull()
  })
})

describe('timeLabel', () => {
  const now = new Date('2026-05-03T18:00:00').getTime()
  const y = (clock: string) => `昨天 ${clock}`
  it('says the clock today, 昨天 yesterday, the date this year and the full date before', () => {
    expect(timeLabel(new Date('2026-05-03T14:05:00').getTime(), now, y)).toBe('14:05')
    expect(timeLabel(new Date('2026-05-02T09:30:00').getTime(), now, y)).toBe('昨天 09:30')
    expect(timeLabel(new Date('2026-03-01T08:00:00').getTime(), now, y)).toBe('3月1日 08:00')
    expect(timeLabel(new Date('2025-12-31T23:59:00').getTime(), now, y)).toBe('2025年12月31日 23:59')
  })
})
