import { afterEach, assert, beforeEach, describe, expect, it, vi } from 'vitest'
import { ACK_TIMEOUT_MS, createChatRoom, type ChatHistoryPage } from './chat-room'
import type { ChatSocket, SocketEvent } from './chat-socket'
import { SOCKET_CMD } from './commands'
import type { ChatMessage } from './frames'

function fakeSocket() {
  const listeners = new Set<(e: SocketEvent) => void>()
  const sent: ChatMessage[] = []
  const acts: Array<[number, ChatMessage]> = []
  const socket: ChatSocket = {
    status: () => 'open',
    connect: vi.fn(),
    send: (m) => void sent.push(m),
    act: (type, m) => void acts.push([type, m]),
    close: vi.fn(),
    subscribe: (l) => (listeners.add(l), () => listeners.delete(l)),
  }
  const emit = (e: SocketEvent) => listeners.forEach((l) => l(e))
  return { socket, sent, acts, emit }
}

const record = (uid: string, time: number, sender = 'B') => ({
  msgCmdType: 2,
  chatCode: 'C',
  senderCode: sender,
  recipientCode: 'A',
  msgType: 1,
  msgStatus: 1,
  msgCode: uid,
  sendTime: time,
  content: uid,
  msgUid: uid,
  chatScene: 1,
})

function setup(pages: ChatHistoryPage[]) {
  const s = fakeSocket()
  const history = vi.fn(async () => {
    const page = pages.shift()
    assert(page, 'the test gave no more history pages')
    return page
  })
  let n = 0
  const room = createChatRoom({
    chatCode: 'C',
    me: 'A',
    socket: s.socket,
    history,
    people: async (codes) => codes.map((c) => ({ accountCode: c, name: c, avatar: '' })),
    uid: () => `u${n++}`,
    now: () => 1000,
  })
  return { ...s, room, history }
}

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe('a chat room', () => {
  it('shows the first page, connects, and loads older pages before the oldest line', async () => {
    const { room, history, socket } = setup([
      { title: '林晓燕', chatScene: 1, members: ['A', 'B'], records: [record('m3', 30), record('m4', 40)], hasMore: true },
      { title: '林晓燕', chatScene: 1, members: ['A', 'B'], records: [record('m1', 10), record('m2', 20)], hasMore: false },
    ])
    await vi.waitFor(() => expect(room.state().loading).toBe(false))
    expect(socket.connect).toHaveBeenCalled()
    expect(room.state().lines.map((l) => l.uid)).toEqual(['m3', 'm4'])
    await room.loadOlder()
    expect(history).toHaveBeenLastCalledWith('C', 30)
    expect(room.state().lines.map((l) => l.uid)).toEqual(['m1', 'm2', 'm3', 'm4'])
    expect(room.state().hasOlder).toBe(false)
  })

  it('sends as sending, becomes sent on the ack, and takes in the peer’s messages', async () => {
    const { room, sent, emit } = setup([{ title: 't', chatScene: 1, members: ['A', 'B'], records: [], hasMore: false }])
    await vi.waitFor(() => expect(room.state().loading).toBe(false))
    room.sendText('  你好  ')
    expect(sent[0]).toMatchObject({ content: '你好', recipientCode: 'B', chatCode: 'C', senderCode: 'A', msgUid: 'u0' })
    expect(room.state().lines[0]).toMatchObject({ state: 'sending', mine: true })
    emit({
      kind: 'reply',
      frame: {
        cmd: SOCKET_CMD.message,
        code: '000000',
        text: '',
        timestamp: 1,
        actionType: 0,
        message: { ...sent[0], msgStatus: 1, msgCode: 'X' },
      },
    })
    expect(room.state().lines[0].state).toBe('sent')
    emit({
      kind: 'reply',
      frame: { cmd: SOCKET_CMD.message, code: '000000', text: '', timestamp: 1, actionType: 0, message: record('r1', 2000) },
    })
    expect(room.state().lines.map((l) => l.content)).toEqual(['你好', 'r1'])
    room.sendText('   ')
    expect(sent).toHaveLength(1)
  })

  it('fails a message without an ack in time, and retry sends the same message again', async () => {
    const { room, sent } = setup([{ title: 't', chatScene: 1, members: ['A', 'B'], records: [], hasMore: false }])
    await vi.waitFor(() => expect(room.state().loading).toBe(false))
    room.sendText('在吗')
    vi.advanceTimersByTime(ACK_TIMEOUT_MS)
    expect(room.state().lines[0].state).toBe('failed')
    room.retry('u0')
    expect(room.state().lines[0].state).toBe('sending')
    expect(sent.map((m) => m.msgUid)).toEqual(['u0', 'u0'])
  })

  it('asks the socket to remove a group member with an ACTION', async () => {
    const { room, acts } = setup([{ title: 'g', chatScene: 2, owner: 'A', members: ['A', 'B', 'C2'], records: [], hasMore: false }])
    await vi.waitFor(() => expect(room.state().loading).toBe(false))
    room.removeMember('C2')
    expect(acts[0][0]).toBe(1)
    expect(acts[0][1]).toMatchObject({ content: 'C2', recipientGroupCode: 'C', msgType: 3 })
  })

  it('keeps the call’s message when the chat cannot be loaded', async () => {
    const s = fakeSocket()
    const room = createChatRoom({
      chatCode: 'C',
      me: 'A',
      socket: s.socket,
      history: async () => {
        throw new Error('会话不存在')
      },
      people: async () => [],
    })
    await vi.waitFor(() => expect(room.state().error).toBe('会话不存在'))
  })
})
