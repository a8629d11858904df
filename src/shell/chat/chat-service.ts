// The app's chat: one socket for the whole app (opened only on SPEC §4's pages), and a room per chat that screens
// read through the `chat` data source. Loaded lazily with the first chat or message-centre path.
import type { ApiClient } from '../../api'
import { createChatRoom, createChatSocket, SOCKET_CMD, wsUrl, type ChatRoom, type SocketLike } from '../../api/socket'
import { emitAppEvent } from '../app-events'

/** Who is using the app, from the session (passed in, so this lazy module does not pull the session apart from the entry). */
export interface ChatIdentity {
  loggedIn: () => boolean
  cachedAccountCode: () => string | undefined
  accountCode: () => Promise<string>
  userToken: () => string | undefined
}

export interface ChatService {
  room: (chatCode: string) => Promise<ChatRoom>
  /** The room a screen has open for this chat (the chat-* actions act on it), or undefined. */
  roomOf: (chatCode: string) => ChatRoom | undefined
  /** Open the socket on the chat pages (their routes' `socket` fact), close it on any other (SPEC §4). */
  follow: (open: boolean) => void
}

/**
 * Query values are read raw here: the general query reader lowercases values (SPEC §5), which would change a
 * token. accountCode from the query or the current user; token from im-token or the stored user token (SPEC §4).
 */
function fromQuery(name: string): string | undefined {
  const value = new URLSearchParams(location.search).get(name)
  return value && value !== 'null' && value !== 'undefined' ? value : undefined
}

export function createChatService(api: ApiClient, who: ChatIdentity): ChatService {
  const socket = createChatSocket({
    credentials() {
      const accountCode = fromQuery('accountCode') ?? who.cachedAccountCode()
      const token = fromQuery('im-token') ?? who.userToken()
      return accountCode && token ? { accountCode, token } : undefined
    },
    url: (accountCode) => wsUrl(accountCode),
    open: (url) => new WebSocket(url) as unknown as SocketLike,
  })
  const rooms = new Map<string, ChatRoom & { dispose(): void }>()
  // A message in any chat: the message centre's lists (refreshOn chat.message) fetch again.
  socket.subscribe((event) => {
    if (event.kind === 'reply' && event.frame.cmd === SOCKET_CMD.message && event.frame.message) emitAppEvent('chat.message')
  })

  async function ready(): Promise<string | undefined> {
    if (!who.loggedIn()) return undefined
    return fromQuery('accountCode') ?? (await who.accountCode())
  }

  return {
    async room(chatCode) {
      const me = await ready()
      if (!me) throw new Error('未登录')
      // A fresh room on every visit: the stored history may have moved on while the screen was away.
      rooms.get(chatCode)?.dispose()
      const room = createChatRoom({
        chatCode,
        me,
        socket,
        history: (code, before) => api.call('chat.history', { chatCode: code, ...(before !== undefined ? { before } : {}) }),
        people: (codes) => api.call('chat.accountInfo', { accountCodes: codes.join(',') }),
      })
      rooms.set(chatCode, room)
      return room
    },
    roomOf: (chatCode) => rooms.get(chatCode),
    follow(open) {
      if (!open) {
        socket.close()
        return
      }
      void ready().then(
        (me) => me && socket.connect(),
        () => {},
      )
    },
  }
}
