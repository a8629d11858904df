// The chat socket client (SPEC §4, §7, §9), no React: one WebSocket to {ws-host}/ws?t={accountCode} carrying
// protobuf frames. It says who is connecting on open, queues what is sent while closed, keeps the line alive with
// heartbeats and reconnects after a close that was not a plain goodbye.
import { HEARTBEAT_MS, MAX_UNANSWERED_HEARTBEATS, NORMAL_CLOSE, RECONNECT_MS, SOCKET_CMD } from './commands'
import { decodeResponse, encodeRequest, type ChatMessage, type ResponseFrame } from './frames'

/** The part of a WebSocket the client uses (a fake one in tests). */
export interface SocketLike {
  binaryType: string
  readonly readyState: number
  send: (data: Uint8Array) => void
  close: (code?: number, reason?: string) => void
  onopen: ((event: unknown) => void) | null
  onclose: ((event: { code: number }) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onerror: ((event: unknown) => void) | null
}

export interface SocketCredentials {
  accountCode: string
  token: string
}

export type SocketStatus = 'closed' | 'connecting' | 'open'

export type SocketEvent = { kind: 'status'; status: SocketStatus } | { kind: 'reply'; frame: ResponseFrame }

export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
  setInterval: (fn: () => void, ms: number) => unknown
  clearInterval: (handle: unknown) => void
}

export interface ChatSocketOptions {
  /** Who connects; undefined when nobody is logged in (then nothing opens). */
  credentials: () => SocketCredentials | undefined
  /** The socket's address for an account ({ws-host}/ws?t={accountCode}). */
  url: (accountCode: string) => string
  open: (url: string) => SocketLike
  now?: () => number
  timers?: Timers
}

export interface ChatSocket {
  status: () => SocketStatus
  /** Open the connection if it is not open or opening. */
  connect: () => void
  /** Send a chat message: at once when open, otherwise after connecting (SPEC §4). */
  send: (message: ChatMessage) => void
  /** Send an action (cmd ACTION) about a message, e.g. a member removed from a group. */
  act: (actionType: number, message: ChatMessage) => void
  /** Close normally; with `reconnect` the client opens again after 5 s. */
  close: (reconnect?: boolean) => void
  subscribe(listener: (event: SocketEvent) => void): () => void
}

const OPEN = 1

/** A frame's bytes; checked by tag, since the ArrayBuffer may come from another realm (a worker, jsdom). */
function asBytes(data: unknown): Uint8Array | undefined {
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
  if (Object.prototype.toString.call(data) === '[object ArrayBuffer]') return new Uint8Array(data as ArrayBuffer)
  return undefined
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
}

export function createChatSocket(options: ChatSocketOptions): ChatSocket {
  const timers = options.timers ?? realTimers
  const now = options.now ?? Date.now
  const listeners = new Set<(event: SocketEvent) => void>()
  let socket: SocketLike | undefined
  let current: SocketCredentials | undefined
  let status: SocketStatus = 'closed'
  let queue: Array<{ cmd: number; actionType: number; message: ChatMessage }> = []
  let heartbeat: unknown
  let reconnectTimer: unknown
  let unanswered = 0

  const emit = (event: SocketEvent) => listeners.forEach((l) => l(event))
  const setStatus = (next: SocketStatus) => {
    if (next === status) return
    status = next
    emit({ kind: 'status', status })
  }

  function frame(cmd: number, actionType = 0, message?: ChatMessage): Uint8Array {
    return encodeRequest({
      cmd,
      accountCode: current?.accountCode ?? '',
      token: current?.token ?? '',
      timestamp: now(),
      actionType,
      message,
    })
  }

  function stopHeartbeat() {
    if (heartbeat !== undefined) timers.clearInterval(heartbeat)
    heartbeat = undefined
  }

  function beat() {
    if (unanswered >= MAX_UNANSWERED_HEARTBEATS) {
      // The server has stopped answering: say goodbye normally and come back (SPEC §4).
      close(true)
      return
    }
    unanswered++
    socket?.send(frame(SOCKET_CMD.heartbeat))
  }

  function handleOpen(s: SocketLike) {
    if (s !== socket) return
    setStatus('open')
    s.send(frame(SOCKET_CMD.connect))
    const waiting = queue
    queue = []
    for (const item of waiting) s.send(frame(item.cmd, item.actionType, item.message))
    unanswered = 0
    stopHeartbeat()
    heartbeat = timers.setInterval(beat, HEARTBEAT_MS)
  }

  function handleClose(s: SocketLike, code: number) {
    if (s !== socket) return
    socket = undefined
    stopHeartbeat()
    setStatus('closed')
    // A plain goodbye from the server (1000) stays closed; anything else comes back after 5 s (SPEC §4).
    if (code !== NORMAL_CLOSE) scheduleReconnect()
  }

  function handleMessage(data: unknown) {
    // Any reply, whatever it says, shows the line is alive (SPEC §4).
    unanswered = 0
    const bytes = asBytes(data)
    if (!bytes) return
    let decoded: ResponseFrame
    try {
      decoded = decodeResponse(bytes)
    } catch {
      return
    }
    emit({ kind: 'reply', frame: decoded })
  }

  function scheduleReconnect() {
    if (reconnectTimer !== undefined) return
    reconnectTimer = timers.setTimeout(() => {
      reconnectTimer = undefined
      connect()
    }, RECONNECT_MS)
  }

  function connect() {
    if (socket) return
    if (reconnectTimer !== undefined) {
      timers.clearTimeout(reconnectTimer)
      reconnectTimer = undefined
    }
    current = options.credentials()
    if (!current) return
    const s = options.open(options.url(current.accountCode))
    s.binaryType = 'arraybuffer'
    socket = s
    setStatus('connecting')
    s.onopen = () => handleOpen(s)
    s.onclose = (event) => handleClose(s, event.code)
    s.onmessage = (event) => handleMessage(event.data)
    // An error is followed by a close, which decides about reconnecting.
    s.onerror = () => {}
  }

  function enqueue(cmd: number, actionType: number, message: ChatMessage) {
    if (socket && status === 'open' && socket.readyState === OPEN) socket.send(frame(cmd, actionType, message))
    else {
      queue.push({ cmd, actionType, message })
      connect()
    }
  }

  function close(reconnect = false) {
    if (!reconnect && reconnectTimer !== undefined) {
      timers.clearTimeout(reconnectTimer)
      reconnectTimer = undefined
    }
    const s = socket
    if (!s) return
    // The client's own close is final here: the socket's later close event is ignored, and the reconnect flag
    // decides alone whether the line comes back (SPEC §4: code 1000 reconnects only with the flag).
    socket = undefined
    stopHeartbeat()
    if (!reconnect && s.readyState === OPEN) s.send(frame(SOCKET_CMD.disconnect))
    s.close(NORMAL_CLOSE)
    setStatus('closed')
    if (reconnect) scheduleReconnect()
  }

  return {
    status: () => status,
    connect,
    send: (message) => enqueue(SOCKET_CMD.message, 0, message),
    act: (actionType, message) => enqueue(SOCKET_CMD.action, actionType, message),
    close,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
