// The app's `chat` data-source kind: a live chat room ({ "chat": "{{ query.chatCode }}" }), which the chat node
// draws. The socket, protobufjs and the room model load only here and on the socket pages (routes with `socket`).
import type { ApiClient } from '../../api'
import type { ChatRoom } from '../../api/socket'
import type { DataSourceFetcher, Engine } from '../../engine'
import { liveValue } from '../../engine'
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

export function chatSource(api: ApiClient): DataSourceFetcher<'chat'> {
  return async (source) => {
    // A chat code written as {{ query.chatCode }} of an address without one resolves to nothing.
    const chatCode = source.chat
    if (!chatCode) throw new Error('缺少会话编号')
    const room = await (await chatService(api)).room(chatCode)
    // data.<name> is the room's state, plain data, again at each change; what changes it is a chat-* action.
    return liveValue(room.state, (listener) => room.subscribe(listener))
  }
}

/** The chat-* actions: what the chat node (or a config) does in a room open on its screen, named by its code. */
export function registerChatActions(engine: Engine, api: ApiClient): void {
  const roomOf = async (chatCode: string): Promise<ChatRoom> => {
    const room = (await chatService(api)).roomOf(chatCode)
    if (!room) throw new Error('会话未打开，请重新进入页面')
    return room
  }
  engine.registerAction('chat-load-older', async (action) => (await roomOf(action.chat)).loadOlder())
  // What a user typed or picked is handed over as written: no {{ }} in it is read.
  engine.registerAction(
    'chat-send',
    Object.assign(
      async (action: { chat: string; text?: string; image?: string }) => {
        const room = await roomOf(action.chat)
        if (action.text) room.sendText(action.text)
        else if (action.image) room.sendImage(action.image)
      },
      { raw: ['text', 'image'] },
    ),
  )
  engine.registerAction('chat-retry', async (action) => (await roomOf(action.chat)).retry(action.uid))
  engine.registerAction('chat-remove-member', async (action) => (await roomOf(action.chat)).removeMember(action.member))
}

/**
 * Open or close the socket for the page shown (SPEC §4): `open` is its route's `socket` fact. The chat code loads
 * only once a socket page is shown, so it does not weigh on the entry.
 */
export function followChatPath(api: ApiClient, open: boolean): void {
  if (!service && !open) return
  void chatService(api).then((s) => s.follow(open))
}
