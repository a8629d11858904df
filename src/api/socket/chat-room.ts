// One chat as a screen shows it, no React: stored pages from the history call, live messages from the socket,
// and what the user sends, each line sending, sent or failed (retry sends the same message again).
import type { ChatSocket, SocketStatus } from './chat-socket'
import { MSG_TYPE, SOCKET_ACTION, SOCKET_CMD } from './commands'
import type { ChatMessage } from './frames'

export type LineState = 'sending' | 'sent' | 'failed'

export interface ChatLine {
  uid: string
  sender: string
  mine: boolean
  msgType: number
  content: string
  /** ms since 1970. */
  time: number
  state: LineState
}

export interface ChatPerson {
  name: string
  avatar: string
}

export interface ChatRoomState {
  /** The chat's code: the chat-* actions name the room by it. */
  chatCode: string
  status: SocketStatus
  me: string
  title: string
  /** 1 one to one, 2 group. */
  scene: number
  owner?: string
  members: readonly string[]
  people: Readonly<Record<string, ChatPerson>>
  lines: readonly ChatLine[]
  /** The first page is on its way. */
  loading: boolean
  loadingOlder: boolean
  hasOlder: boolean
  /** Why the chat could not be loaded (the call's message). */
  error?: string
}

export interface ChatRoom {
  state: () => ChatRoomState
  subscribe(listener: () => void): () => void
  loadOlder: () => Promise<void>
  sendText: (text: string) => void
  /** An image message: its content is the picture's address (a data: URI from the phone). */
  sendImage: (address: string) => void
  retry: (uid: string) => void
  /** The group owner removes a member (an ACTION frame). */
  removeMember: (accountCode: string) => void
}

export interface ChatHistoryPage {
  title: string
  chatScene: number
  owner?: string
  members: string[]
  records: Array<Omit<ChatMessage, 'msgCmdType'> & { msgCmdType?: number }>
  hasMore: boolean
}

export interface ChatRoomPorts {
  chatCode: string
  me: string
  socket: ChatSocket
  history: (chatCode: string, before?: number) => Promise<ChatHistoryPage>
  people(accountCodes: string[]): Promise<Array<{ accountCode: string } & ChatPerson>>
  now?: () => number
  uid?: () => string
  timers?: { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(handle: unknown): void }
}

/** A message without an ack this long after it was sent is marked failed (retry sends it again). */
export const ACK_TIMEOUT_MS = 15_000

let counter = 0
const defaultUid = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 8)}`

export function createChatRoom(ports: ChatRoomPorts): ChatRoom & { dispose(): void } {
  const now = ports.now ?? Date.now
  const uid = ports.uid ?? defaultUid
  const timers = ports.timers ?? {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
  }
  const listeners = new Set<() => void>()
  const ackTimers = new Map<string, unknown>()
  const outgoing = new Map<string, ChatMessage>()
  let state: ChatRoomState = {
    chatCode: ports.chatCode,
    status: ports.socket.status(),
    me: ports.me,
    title: '',
    scene: 1,
    members: [],
    people: {},
    lines: [],
    loading: true,
    loadingOlder: false,
    hasOlder: false,
  }

  const set = (next: Partial<ChatRoomState>) => {
    state = { ...state, ...next }
    listeners.forEach((l) => l())
  }

  const lineOf = (m: Pick<ChatMessage, 'msgUid' | 'senderCode' | 'msgType' | 'content' | 'sendTime'>, lineState: LineState): ChatLine => ({
    uid: m.msgUid,
    sender: m.senderCode,
    mine: m.senderCode === ports.me,
    msgType: m.msgType,
    content: m.content,
    time: m.sendTime,
    state: lineState,
  })

  function upsert(line: ChatLine) {
    const at = state.lines.findIndex((l) => l.uid === line.uid)
    const lines = at >= 0 ? state.lines.map((l, i) => (i === at ? { ...l, ...line } : l)) : [...state.lines, line]
    set({ lines })
  }

  async function learnPeople(codes: string[]) {
    const missing = [...new Set(codes)].filter((c) => c && !state.people[c])
    if (!missing.length) return
    try {
      const found = await ports.people(missing)
      set({ people: { ...state.people, ...Object.fromEntries(found.map((p) => [p.accountCode, { name: p.name, avatar: p.avatar }])) } })
    } catch {
      // Names stay unknown; the lines still show, with a default avatar.
    }
  }

  function armAck(id: string) {
    const old = ackTimers.get(id)
    if (old !== undefined) timers.clearTimeout(old)
    ackTimers.set(
      id,
      timers.setTimeout(() => {
        ackTimers.delete(id)
        const line = state.lines.find((l) => l.uid === id)
        if (line?.state === 'sending') upsert({ ...line, state: 'failed' })
      }, ACK_TIMEOUT_MS),
    )
  }

  function send(msgType: number, content: string) {
    const peer = state.scene === 2 ? '' : (state.members.find((m) => m !== ports.me) ?? '')
    const message: ChatMessage = {
      msgCmdType: SOCKET_CMD.message,
      chatCode: ports.chatCode,
      senderCode: ports.me,
      recipientCode: peer,
      ...(state.scene === 2 ? { recipientGroupCode: ports.chatCode } : {}),
      msgType,
      msgStatus: 0,
      msgCode: '',
      sendTime: now(),
      content,
      msgUid: uid(),
      chatScene: state.scene,
    }
    outgoing.set(message.msgUid, message)
    upsert(lineOf(message, 'sending'))
    armAck(message.msgUid)
    ports.socket.send(message)
  }

  function onReply(frame: { cmd: number; message?: ChatMessage }) {
    const m = frame.message
    if (!m || m.chatCode !== ports.chatCode) return
    if (frame.cmd === SOCKET_CMD.action) void reloadMembers()
    if (frame.cmd !== SOCKET_CMD.message && frame.cmd !== SOCKET_CMD.action) return
    const pending = ackTimers.get(m.msgUid)
    if (pending !== undefined) {
      timers.clearTimeout(pending)
      ackTimers.delete(m.msgUid)
    }
    outgoing.delete(m.msgUid)
    upsert(lineOf(m, 'sent'))
    void learnPeople([m.senderCode])
  }

  async function reloadMembers() {
    try {
      const page = await ports.history(ports.chatCode, 0)
      set({ members: page.members, owner: page.owner })
    } catch {
      // The next open shows the members again.
    }
  }

  const stop = ports.socket.subscribe((event) => {
    if (event.kind === 'status') set({ status: event.status })
    else onReply(event.frame)
  })

  async function first() {
    try {
      const page = await ports.history(ports.chatCode)
      const stored = page.records.map((r) => lineOf(r, 'sent'))
      const known = new Set(stored.map((l) => l.uid))
      set({
        title: page.title,
        scene: page.chatScene,
        owner: page.owner,
        members: page.members,
        hasOlder: page.hasMore,
        loading: false,
        lines: [...stored, ...state.lines.filter((l) => !known.has(l.uid))],
      })
      void learnPeople(page.members)
    } catch (error) {
      set({ loading: false, error: error instanceof Error ? error.message : String(error) })
    }
  }

  void first()
  ports.socket.connect()

  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async loadOlder() {
      if (state.loadingOlder || !state.hasOlder) return
      const oldest = state.lines[0]?.time
      set({ loadingOlder: true })
      try {
        const page = await ports.history(ports.chatCode, oldest)
        const known = new Set(state.lines.map((l) => l.uid))
        set({
          loadingOlder: false,
          hasOlder: page.hasMore,
          lines: [...page.records.filter((r) => !known.has(r.msgUid)).map((r) => lineOf(r, 'sent')), ...state.lines],
        })
        void learnPeople(page.records.map((r) => r.senderCode))
      } catch {
        set({ loadingOlder: false })
      }
    },
    sendText: (text) => {
      const trimmed = text.trim()
      if (trimmed) send(MSG_TYPE.text, trimmed)
    },
    sendImage: (address) => send(MSG_TYPE.image, address),
    retry(id) {
      const message = outgoing.get(id)
      const line = state.lines.find((l) => l.uid === id)
      if (!message || line?.state !== 'failed') return
      upsert({ ...line, state: 'sending' })
      armAck(id)
      ports.socket.send(message)
    },
    removeMember(accountCode) {
      const message: ChatMessage = {
        msgCmdType: SOCKET_CMD.action,
        chatCode: ports.chatCode,
        senderCode: ports.me,
        recipientCode: '',
        recipientGroupCode: ports.chatCode,
        msgType: MSG_TYPE.system,
        msgStatus: 0,
        msgCode: '',
        sendTime: now(),
        content: accountCode,
        msgUid: uid(),
        chatScene: state.scene,
      }
      ports.socket.act(SOCKET_ACTION.removeMember, message)
    },
    dispose() {
      stop()
      ackTimers.forEach((h) => timers.clearTimeout(h))
      ackTimers.clear()
      listeners.clear()
    },
  }
}
