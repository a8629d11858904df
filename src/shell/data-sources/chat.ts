// The app's `chat` data-source kind: a live chat room ({ "chat": "{{ query.chatCode }}" }), which the chat node
// draws. The socket, protobufjs and the room model load only here and on the socket pages (routes with `socket`).
import type { ApiClient } from '../../api'
import type { DataSourceFetcher } from '../../engine'
import type { ChatService } from '../chat/chat-service'
import { cachedAccount, currentAccount, isLoggedIn, userToken } from '../../session'

let service: Promise<ChatService> | undefined

/** The app's one chat service, loaded with its first use. */
export function chatService(api: ApiClient): Promise<ChatService> {
  service ??= import('../chat/chat-service').then(({ createChatService }) =>
    createChatService(api, {
      loggedIn: isLoggedIn,
      cachedAccountCode: () => cachedAccount()?.accountCode,
      accountCode: async () => (await currentAccount(api)).accountCode,
      userToken,
    }),
  )
  return service
}

export function chatSource(api: ApiClient): DataSourceFetcher {
  return async (source) => {
    const chatCode = typeof source.chat === 'string' ? source.chat : ''
    if (!chatCode) throw new Error('缺少会话编号')
    return (await chatService(api)).room(chatCode)
  }
}

/**
 * Open or close the socket for the page shown (SPEC §4): `open` is its route's `socket` fact. The chat code loads
 * only once a socket page is shown, so it does not weigh on the entry.
 */
export function followChatPath(api: ApiClient, open: boolean): void {
  if (!service && !open) return
  void chatService(api).then((s) => s.follow(open))
}
