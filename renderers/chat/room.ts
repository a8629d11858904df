// What the chat node's data source holds: the room's state as plain data (the API layer's ChatRoomState, reached
// through the engine because renderers never import the API layer). What the node does in the room goes through
// the chat-* actions, which name it by its chatCode.
import type { ChatLine, ChatRoomState } from '../../src/engine'

export type ChatNodeLine = ChatLine
export type ChatNodeState = ChatRoomState

export const MESSAGE_KIND = { text: 1, image: 2, system: 3 } as const
export const GROUP_SCENE = 2

export function isChatState(value: unknown): value is ChatNodeState {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ChatNodeState).chatCode === 'string' &&
    Array.isArray((value as ChatNodeState).lines)
  )
}
