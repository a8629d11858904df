import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createChatSocket, type SocketLike } from './chat-socket'
import { MSG_TYPE, SOCKET_CMD } from './commands'
import { decodeRequest, encodeResponse, type ChatMessage } from './frames'

class FakeSocket implements SocketLike {
  binaryType = 'blob'
  readyState = 0
  sent: ReturnType<typeof decodeRequest>[] = []
  closedWith: number | undefined
  onopen: SocketLike['onopen'] = null
  onclose: SocketLike['onclose'] = null
  onmessage: SocketLike['onmessage'] = null
  onerror: SocketLike['onerror'] = null
  constructor(readonly url: string) {}
  send(data: Uint8Array) {
    if (this.readyState !== 1) throw new Error('not open')
    this.sent.push(decodeRequest(data))
  }
  close(code?: number) {
    this.closedWith = code
    this.readyState = 3
  }
  serverOpens() {
    this.readyState = 1
    this.onopen?.({})
  }
  serverCloses(code: number) {
    this.readyState = 3
    this.onclose?.({ code })
  }
  serverSends(cmd: number, message?: ChatMessage) {
    const bytes = encodeResponse({ cmd, code: '000000', text: 'ok', timestamp: 1, actionType: 0, message })
    this.onmessage?.({ data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) })
  }
  cmds() {
    return this.sent.map((f) => f.cmd)
  }
}

const message = (content: string): ChatMessage => ({
  msgCmdType: SOCKET_CMD.message,
  chatCode: 'CV1',
  senderCode: 'A1',
  recipientCode: 'B2',
  msgType: MSG_TYPE.text,
  msgStatus: 0,
  msgCode: '',
  sendTime: 5,
  content,
  msgUid: `u-${content}`,
  chatScene: 1,
})

function setup(credentials = { accountCode: 'A1', token: 'tok' }) {
  const sockets: FakeSocket[] = []
  const client = createChatSocket({
    credentials: () => credentials,
    url: (account) => `ws://host/ws?t=${account}`,
    open: (url) => {
      const s = new FakeSocket(url)
      sockets.push(s)
      return s
    },
    now: () => 1700000000000,
  })
  const events: unknown[] = []
  client.subscribe((e) => events.push(e))
  return { client, sockets, events, last: () => sockets[sockets.length - 1] }
}

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe('the chat socket', () => {
  it('opens {ws-host}/ws?t={accountCode} and says CONNECT with the account and token on open', () => {
    const { client, last } = setup()
    client.connect()
    expect(last().url).toBe('ws://host/ws?t=A1')
    expect(last().binaryType).toBe('arraybuffer')
    last().serverOpens()
    expect(last().sent[0]).toMatchObject({ cmd: SOCKET_CMD.connect, accountCode: 'A1', token: 'tok', timestamp: 1700000000000 })
    expect(client.status()).toBe('open')
  })

  it('opens nothing without a logged-in person', () => {
    const sockets: unknown[] = []
    const client = createChatSocket({
      credentials: () => undefined,
      url: () => 'x',
      open: () => {
        sockets.push(1)
        return new FakeSocket('x')
      },
    })
    client.connect()
    expect(sockets).toHaveLength(0)
  })

  it('connects when a message is sent while disconnected and sends it once open, after CONNECT', () => {
    const { client, sockets, last } = setup()
    client.send(message('你好'))
    expect(sockets).toHaveLength(1)
    expect(last().sent).toHaveLength(0)
    last().serverOpens()
    expect(last().cmds()).toEqual([SOCKET_CMD.connect, SOCKET_CMD.message])
    expect(last().sent[1].message).toMatchObject({ content: '你好', chatCode: 'CV1', msgUid: 'u-你好' })
  })

  it('sends at once when open', () => {
    const { client, last } = setup()
    client.connect()
    last().serverOpens()
    client.send(message('a'))
    client.act(1, message('b'))
    expect(last().cmds()).toEqual([SOCKET_CMD.connect, SOCKET_CMD.message, SOCKET_CMD.action])
    expect(last().sent[2].actionType).toBe(1)
  })

  it('reconnects 5 s after a close that is not code 1000', () => {
    const { client, sockets, last } = setup()
    client.connect()
    last().serverOpens()
    last().serverCloses(1006)
    expect(client.status()).toBe('closed')
    vi.advanceTimersByTime(4999)
    expect(sockets).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(sockets).toHaveLength(2)
  })

  it('stays closed after code 1000 without the reconnect flag', () => {
    const { client, sockets, last } = setup()
    client.connect()
    last().serverOpens()
    last().serverCloses(1000)
    vi.advanceTimersByTime(60_000)
    expect(sockets).toHaveLength(1)
  })

  it('closes normally with DISCONNECT when asked, and does not come back', () => {
    const { client, sockets, last } = setup()
    client.connect()
    last().serverOpens()
    client.close()
    expect(last().cmds()).toEqual([SOCKET_CMD.connect, SOCKET_CMD.disconnect])
    expect(last().closedWith).toBe(1000)
    last().serverCloses(1000)
    vi.advanceTimersByTime(60_000)
    expect(sockets).toHaveLength(1)
  })

  it('beats every 8 s and, after 5 unanswered, closes normally and reconnects after 5 s', () => {
    const { client, sockets, last } = setup()
    client.connect()
    const first = last()
    first.serverOpens()
    vi.advanceTimersByTime(8000 * 5)
    expect(first.cmds().filter((c) => c === SOCKET_CMD.heartbeat)).toHaveLength(5)
    expect(first.closedWith).toBeUndefined()
    vi.advanceTimersByTime(8000)
    expect(first.closedWith).toBe(1000)
    expect(client.status()).toBe('closed')
    vi.advanceTimersByTime(5000)
    expect(sockets).toHaveLength(2)
  })

  it('any reply resets the unanswered count', () => {
    const { client, last } = setup()
    client.connect()
    const s = last()
    s.serverOpens()
    for (let round = 0; round < 4; round++) {
      vi.advanceTimersByTime(8000 * 4)
      // A reply of any kind, code and message not looked at.
      s.serverSends(round % 2 ? SOCKET_CMD.heartbeat : SOCKET_CMD.message)
    }
    expect(s.closedWith).toBeUndefined()
    expect(s.cmds().filter((c) => c === SOCKET_CMD.heartbeat)).toHaveLength(16)
  })

  it('decodes incoming content to text and hands the reply over uninterpreted', () => {
    const { client, events, last } = setup()
    client.connect()
    last().serverOpens()
    last().serverSends(SOCKET_CMD.message, message('血压 120/80，很好 👍'))
    expect(events).toContainEqual({
      kind: 'reply',
      frame: expect.objectContaining({
        cmd: SOCKET_CMD.message,
        code: '000000',
        text: 'ok',
        message: expect.objectContaining({ content: '血压 120/80，很好 👍' }),
      }),
    })
  })

  it('tells its status: connecting, open, closed', () => {
    const { client, events, last } = setup()
    client.connect()
    last().serverOpens()
    last().serverCloses(1000)
    expect(events.filter((e) => (e as { kind: string }).kind === 'status')).toEqual([
      { kind: 'status', status: 'connecting' },
      { kind: 'status', status: 'open' },
      { kind: 'status', status: 'closed' },
    ])
  })
})
