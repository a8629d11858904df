// The chat socket's public face. Import it lazily (it brings protobufjs): only chat and message-centre paths need it.
export { createChatSocket, type ChatSocket, type SocketLike, type SocketStatus, type SocketEvent } from './chat-socket'
export {
  createChatRoom,
  ACK_TIMEOUT_MS,
  type ChatRoom,
  type ChatRoomState,
  type ChatLine,
  type ChatPerson,
  type ChatHistoryPage,
} from './chat-room'
export { MSG_TYPE, SOCKET_CMD } from './commands'
export { wsUrl } from './ws-url'
