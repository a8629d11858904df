// What the chat node's data source answers: a live room (the app's chat service makes one per chat). Its shape is
// the API layer's chat room, reached through the engine because renderers never import the API layer.
import type { ChatLine, ChatRoom, ChatRoomState } from '../../src/engine'

export type ChatNodeLine = ChatLine
export type ChatNodeState = ChatRoomState
export type ChatNodeRoom = ChatRoom

export const MESSAGE_KIND = { text: 1, image: 2, system: 3 } as const
export const GROUP_SCENE = 2

export function isChatRoom(value: unknown): value is ChatNodeRoom {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ChatNodeRoom).state === 'function' &&
    typeof (value as ChatNodeRoom).subscribe === 'function'
  )
}
