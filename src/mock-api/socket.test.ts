// @vitest-environment jsdom
import { afterAll, afterEach, assert, beforeAll, describe, expect, it } from 'vitest'
import { createChatRoom } from '../api/socket/chat-room'
import { createChatSocket, type SocketLike } from '../api/socket/chat-socket'
import { DEMO_DOCTOR, DEMO_RESIDENT, loginAs, mockBackend, mockServer, resetMockBackend } from './node'
import { sendCall } from './testing'
import { TEAM_CHAT_CODE, OTHER_DOCTOR_FOR_TESTS } from './socket-test-data'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

interface Row {
  conversationCode: string
  catalogType: string
  lastMessage: string
  unreadCount: number
}
interface History {
  title: string
  chatScene: number
  members: string[]
  owner?: string
  records: Array<{
    msgUid: string
    senderCode: string
    content: string
    msgType: number
    sendTime: number
    chatCode: string
    recipientCode: string
    msgStatus: number
    msgCode: string
    chatScene: number
  }>
  hasMore: boolean
}

async function data<T>(name: string, args: unknown, token: string): Promise<T> {
  const { body } = await sendCall(name, args, { token, doctorPage: true })
  expect(body.code, body.msg).toBe('000000')
  return body.data as T
}

async function sharedChat(token: string): Promise<string> {
  const page = await data<{ records: Row[] }>('messages.conversations', { current: 1, size: 50 }, token)
  const row = page.records.find((r) => r.catalogType === 'CHAT')
  assert(row)
  return row.conversationCode
}

function openRoom(chatCode: string, me: string, token: string) {
  const socket = createChatSocket({
    credentials: () => ({ accountCode: me, token }),
    url: (account) => `ws://localhost/edu/ws?t=${account}`,
    open: (url) => new WebSocket(url) as unknown as SocketLike,
  })
  const room = createChatRoom({
    chatCode,
    me,
    socket,
    history: (code, before) => data<History>('chat.history', { chatCode: code, ...(before !== undefined ? { before } : {}) }, token),
    people: (codes) => data('chat.accountInfo', { accountCodes: codes.join(',') }, token),
  })
  return { socket, room }
}

const until = async (check: () => boolean, ms = 4000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe('the chat history and people', () => {
  it('answers a page of the shared chat, oldest first, with older pages before a time', async () => {
    const token = loginAs('resident')
    const code = await sharedChat(token)
    const first = await data<History>('chat.history', { chatCode: code, size: 10 }, token)
    expect(first.title).toBe('陈立新医生')
    expect(first.members.sort()).toEqual([DEMO_DOCTOR.accountCode, DEMO_RESIDENT.accountCode].sort())
    expect(first.records).toHaveLength(10)
    expect(first.records.at(-1)?.content).toContain('化验单我看过了')
    expect(first.hasMore).toBe(true)
    const older = await data<History>('chat.history', { chatCode: code, size: 10, before: first.records[0].sendTime }, token)
    expect(older.records.every((r) => r.sendTime < first.records[0].sendTime)).toBe(true)
  })

  it('names and pictures the people of a chat', async () => {
    const token = loginAs('doctor')
    const people = await data<Array<{ accountCode: string; name: string; avatar: string }>>(
      'chat.accountInfo',
      { accountCodes: `${DEMO_DOCTOR.accountCode},${DEMO_RESIDENT.accountCode}` },
      token,
    )
    expect(people.map((p) => p.name)).toEqual(['陈立新', '林晓燕'])
    expect(people.every((p) => p.avatar.startsWith('data:image/svg+xml'))).toBe(true)
  })

  it('refuses a chat the caller is not in', async () => {
    const token = loginAs('resident')
    const { body } = await sendCall('chat.history', { chatCode: TEAM_CHAT_CODE }, { token })
    expect(body.code).toBe('125000404')
  })
})

describe('the embedded chat socket', () => {
  it('acks a message, keeps it, updates both message centres, and the demo doctor replies', async () => {
    const token = loginAs('resident')
    const code = await sharedChat(token)
    const { room, socket } = openRoom(code, DEMO_RESIDENT.accountCode, token)
    await until(() => !room.state().loading && socket.status() === 'open')
    room.sendText('陈医生，我血压今天 150/95')
    const mine = () => room.state().lines.find((l) => l.content === '陈医生，我血压今天 150/95')
    expect(mine()?.state).toBe('sending')
    await until(() => mine()?.state === 'sent')
    await until(() => room.state().lines.at(-1)?.sender === DEMO_DOCTOR.accountCode, 5000)
    expect(room.state().lines.at(-1)?.content).toContain('血压')
    const doctorRow = mockBackend.store.state.mailboxes[DEMO_DOCTOR.accountCode].conversations.find((c) => c.conversationCode === code)
    assert(doctorRow)
    expect(doctorRow.unreadCount).toBeGreaterThan(0)
    socket.close()
  })

  it('keeps no text message longer than 500 characters (bounded input, issue 33)', async () => {
    const token = loginAs('resident')
    const code = await sharedChat(token)
    const { room, socket } = openRoom(code, DEMO_RESIDENT.accountCode, token)
    await until(() => !room.state().loading && socket.status() === 'open')
    room.sendText('长'.repeat(501))
    room.sendText('血压 130/85')
    // Frames are answered in order: once the second is kept, the first has been refused.
    await until(() => room.state().lines.find((l) => l.content === '血压 130/85')?.state === 'sent')
    const kept = mockBackend.store.state.chats?.[code]?.messages.map((m) => m.content) ?? []
    expect(kept).toContain('血压 130/85')
    expect(kept).not.toContain('长'.repeat(501))
    socket.close()
  })

  it('lets the team owner remove a member, with a system line for everyone', async () => {
    const token = loginAs('doctor')
    const { room, socket } = openRoom(TEAM_CHAT_CODE, DEMO_DOCTOR.accountCode, token)
    await until(() => !room.state().loading && socket.status() === 'open')
    expect(room.state().owner).toBe(DEMO_DOCTOR.accountCode)
    room.removeMember(OTHER_DOCTOR_FOR_TESTS)
    await until(() => room.state().lines.some((l) => l.msgType === 3 && l.content.endsWith('移出了群聊')))
    await until(() => !room.state().members.includes(OTHER_DOCTOR_FOR_TESTS))
    socket.close()
  })

  it('drops every connection on request, and answers no heartbeat while told so', () => {
    mockBackend.socket.setFaults({ silentHeartbeats: true })
    expect(mockBackend.socket.faults().silentHeartbeats).toBe(true)
    mockBackend.socket.drop()
    expect(mockBackend.socket.connections()).toBe(0)
  })
})
