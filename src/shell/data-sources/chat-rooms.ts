// What the `chat` data source and the chat-* actions do, loaded with the chat code they wait for anyway (the
// socket, protobufjs and the room model: chat-service.ts), as the assistant's conversations are: the entry keeps
// only their names (chat.ts).
import type { ApiClient } from '../../api'
import type { ChatRoom } from '../../api/socket'
import { liveValue, type LiveValue } from '../../engine'
import { createChatService, type ChatService } from '../chat/chat-service'
import { cachedAccount, currentAccount, isLoggedIn, userToken } from '../../session'

let service: ChatService | undefined

/** The app's one chat service, made with its first use. */
export function chatService(api: ApiClient): ChatService {
  service ??= createChatService(api, {
    loggedIn: isLoggedIn,
    cachedAccountCode: () => cachedAccount()?.accountCode,
    accountCode: async () => (await currentAccount(api)).accountCode,
    userToken,
  })
  return service
}

/** data.<name> of a chat source: the room's state, plain data, again at each change (a chat-* action changes it). */
export async function openRoom(api: ApiClient, chatCode: string | undefined): Promise<LiveValue> {
  // A chat code written as {{ query.chatCode }} of an address without one resolves to nothing.
  if (!chatCode) throw new Error('缺少会话编号')
  const room = await chatService(api).room(chatCode)
  return liveValue(room.state, (listener) => room.subscribe(listener))
}

/** The room a screen has open for this chat, which the chat-* actions act on. */
export function openedRoom(api: ApiClient, chatCode: string): ChatRoom {
  const room = chatService(api).roomOf(chatCode)
  if (!room) throw new Error('会话未打开，请重新进入页面')
  return room
}
