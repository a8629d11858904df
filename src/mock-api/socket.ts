import { ws, type WebSocketHandler } from 'msw'
import { SOCKET_ACTION, SOCKET_CMD, MSG_STATUS } from '../api/socket/commands'
import { decodeRequest, encodeResponse, type ChatMessage, type RequestFrame } from '../api/socket/frames'
import { appendMessage, findChat, nameOf } from './chat-world'
import { replyFor, SCENE, TEAM_COLLEAGUE, TYPE } from './seed/chats'
import type { MockStore } from './store'

// The chat socket of the embedded backend: msw intercepts the app's WebSocket to /ws?t={accountCode} and answers
// with real protobuf frames: CONNECT and message acks, heartbeats, delivery to the other members' open sockets,
// and the demo people's replies. Faults (from tests and the 调试 panel): drop every connection, stop answering
// heartbeats, delay replies.

export interface SocketFaults {
  /** Heartbeats go unanswered (the client gives up after 5 and reconnects). */
  silentHeartbeats: boolean
  /** Extra wait before acks and replies, in ms. */
  replyDelayMs: number
}

export interface MockSocketServer {
  handler: WebSocketHandler
  /** Close every open connection abnormally (1006), as a lost network would. */
  drop: () => void
  faults: () => SocketFaults
  setFaults: (faults: Partial<SocketFaults>) => void
  /** How many connections are open now. */
  connections: () => number
}

type Client = Parameters<Parameters<ReturnType<typeof ws.link>['addEventListener']>[1]>[0]['client']

/** How long a demo person takes to answer. */
export const REPLY_MS = 1200
const OK = '000000'
/** The longest text message kept (the chat composer stops there too: bounded input, issue 33). */
export const CHAT_TEXT_MAX_LENGTH = 500

async function bytesOf(data: unknown): Promise<Uint8Array | undefined> {
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
  if (Object.prototype.toString.call(data) === '[object ArrayBuffer]') return new Uint8Array(data as ArrayBuffer)
  if (typeof Blob !== 'undefined' && data instanceof Blob) return new Uint8Array(await data.arrayBuffer())
  return undefined
}

export function createMockSocketServer(
  store: MockStore,
  now: () => Date,
  storage?: Storage,
  key = 'edu.mock-api.socket',
): MockSocketServer {
  const link = ws.link(/\/ws(?:\?|$)/)
  const open = new Map<Client, string | undefined>()
  let faults: SocketFaults = load()

  function load(): SocketFaults {
    try {
      return { silentHeartbeats: false, replyDelayMs: 0, ...(JSON.parse(storage?.getItem(key) ?? '{}') as Partial<SocketFaults>) }
    } catch {
      return { silentHeartbeats: false, replyDelayMs: 0 }
    }
  }

  const send = (client: Client, cmd: number, message?: ChatMessage, code = OK, text = '', actionType = 0) =>
    client.send(encodeResponse({ cmd, code, text, timestamp: now().getTime(), actionType, message }))

  const later = (fn: () => void, ms: number) => setTimeout(fn, ms + faults.replyDelayMs)

  function deliver(chatCode: string, message: ChatMessage, except?: Client) {
    const chat = store.state.chats[chatCode]
    if (!chat) return
    for (const [client, account] of open)
      if (client !== except && account && chat.members.includes(account)) send(client, SOCKET_CMD.message, message)
  }

  function keep(chatCode: string, from: string, msgType: number, content: string, msgUid: string): ChatMessage | undefined {
    const chat = findChat(store, chatCode)
    if (!chat) return undefined
    const stored = appendMessage(store, chatCode, {
      msgCode: `M${store.state.serial}${Date.now() % 100000}`,
      msgUid,
      senderCode: from,
      msgType,
      content,
      sendTime: now().getTime(),
    })
    const peer = chat.members.find((m) => m !== from) ?? ''
    return {
      msgCmdType: SOCKET_CMD.message,
      chatCode,
      senderCode: from,
      recipientCode: chat.chatScene === SCENE.group ? '' : peer,
      ...(chat.chatScene === SCENE.group ? { recipientGroupCode: chatCode } : {}),
      msgType,
      msgStatus: MSG_STATUS.sent,
      msgCode: stored.msgCode,
      sendTime: stored.sendTime,
      content,
      msgUid,
      chatScene: chat.chatScene,
    }
  }

  function answer(chatCode: string, sender: string, said: string) {
    const chat = store.state.chats[chatCode]
    if (!chat) return
    const replier = chat.chatScene === SCENE.group ? TEAM_COLLEAGUE.accountCode : chat.members.find((m) => m !== sender)
    if (!replier || replier === sender || !chat.members.includes(replier)) return
    const doctor = store.state.accounts.some((a) => a.accountCode === replier && a.role === 'doctor')
    const speaker = store.state.accounts.find((a) => a.accountCode === sender)
    const addressed = speaker && { name: speaker.name, doctor: speaker.role === 'doctor' }
    const text = chat.chatScene === SCENE.group ? '好的，我来安排。' : replyFor(doctor, said, chat.messages.length, addressed)
    later(() => {
      const reply = keep(chatCode, replier, TYPE.text, text, `reply-${now().getTime()}-${chat.messages.length}`)
      if (reply) deliver(chatCode, reply)
    }, REPLY_MS)
  }

  function onMessage(client: Client, account: string, frame: RequestFrame) {
    const m = frame.message
    if (!m) return
    const chat = findChat(store, m.chatCode)
    if (!chat || !chat.members.includes(account)) {
      send(client, SOCKET_CMD.message, undefined, '125000404', '会话不存在')
      return
    }
    if ((m.msgType || TYPE.text) === TYPE.text && m.content.length > CHAT_TEXT_MAX_LENGTH) {
      send(client, SOCKET_CMD.message, undefined, '125000400', `消息不能超过 ${String(CHAT_TEXT_MAX_LENGTH)} 个字符`)
      return
    }
    later(() => {
      const kept = keep(m.chatCode, account, m.msgType || TYPE.text, m.content, m.msgUid)
      if (!kept) return
      send(client, SOCKET_CMD.message, kept)
      deliver(m.chatCode, kept, client)
      if (m.msgType !== TYPE.system) answer(m.chatCode, account, m.content)
    }, 0)
  }

  function onAction(client: Client, account: string, frame: RequestFrame) {
    const m = frame.message
    if (!m || frame.actionType !== SOCKET_ACTION.removeMember) return
    const chat = findChat(store, m.chatCode)
    const member = m.content
    if (!chat || chat.chatScene !== SCENE.group || chat.owner !== account || member === account || !chat.members.includes(member)) {
      send(client, SOCKET_CMD.action, undefined, '125000418', '仅群主可以移除群成员', frame.actionType)
      return
    }
    const notice = keep(
      m.chatCode,
      account,
      TYPE.system,
      `${nameOf(store.state, account)}将${nameOf(store.state, member)}移出了群聊`,
      m.msgUid,
    )
    store.update((state) => {
      const kept = state.chats[m.chatCode]
      if (kept) kept.members = kept.members.filter((one) => one !== member)
    })
    send(client, SOCKET_CMD.action, notice, OK, '', frame.actionType)
    if (notice) deliver(m.chatCode, notice, client)
  }

  const handler = link.addEventListener('connection', ({ client }) => {
    const asked = new URL(client.url).searchParams.get('t') ?? ''
    open.set(client, undefined)
    // The listener's promise has no taker: the frame is handled on its own, errors and all.
    client.addEventListener(
      'message',
      (event) =>
        void (async () => {
          const bytes = await bytesOf(event.data)
          if (!bytes) return
          let frame: RequestFrame
          try {
            frame = decodeRequest(bytes)
          } catch {
            return
          }
          const account = open.get(client)
          switch (frame.cmd) {
            case SOCKET_CMD.connect: {
              const who = store.state.sessions[frame.token]
              if (!who || who !== (frame.accountCode || asked)) {
                send(client, SOCKET_CMD.connect, undefined, '125000401', '用户未登录或登录已过期，请重新登录')
                return
              }
              open.set(client, who)
              send(client, SOCKET_CMD.connect)
              return
            }
            case SOCKET_CMD.heartbeat:
              if (!faults.silentHeartbeats) send(client, SOCKET_CMD.heartbeat)
              return
            case SOCKET_CMD.message:
              if (account) onMessage(client, account, frame)
              return
            case SOCKET_CMD.action:
              if (account) onAction(client, account, frame)
              return
            case SOCKET_CMD.disconnect:
              open.delete(client)
              return
          }
        })(),
    )
    client.addEventListener('close', () => open.delete(client))
  })

  return {
    handler,
    drop() {
      for (const client of [...open.keys()]) client.close(1006, 'dropped')
      open.clear()
    },
    faults: () => ({ ...faults }),
    setFaults(next) {
      faults = { ...faults, ...next }
      storage?.setItem(key, JSON.stringify(faults))
    },
    connections: () => open.size,
  }
}
