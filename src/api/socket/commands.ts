// The chat socket's words and numbers (SPEC §4, §9), shared by the client and the embedded backend.

/** The socket commands (SPEC §4). */
export const SOCKET_CMD = { connect: 1, message: 2, disconnect: 3, heartbeat: 4, action: 5 } as const
export type SocketCmd = (typeof SOCKET_CMD)[keyof typeof SOCKET_CMD]

/** SPEC §9: heartbeat every 8 s, reconnect after 5 s, close normally after 5 unanswered heartbeats. */
export const HEARTBEAT_MS = 8000
export const RECONNECT_MS = 5000
export const MAX_UNANSWERED_HEARTBEATS = 5
/** SPEC §9: close code 1000 is normal. */
export const NORMAL_CLOSE = 1000

/** Kinds of chat message (msgType). */
export const MSG_TYPE = { text: 1, image: 2, system: 3 } as const
/** Delivery states (msgStatus) the server answers with. */
export const MSG_STATUS = { sent: 1, read: 2 } as const
/** Actions (actionType with cmd ACTION): a member removed from a group chat. */
export const SOCKET_ACTION = { removeMember: 1 } as const
