// Encoding and decoding of the socket's binary frames with the static protobuf code (no runtime generation).
import { edu } from './chat-proto.js'

const { ChatMessageProto, SocketRequest, SocketResponse } = edu.chat

/** A chat message with its content as text (SPEC §4: incoming content is decoded to text). */
export interface ChatMessage {
  msgCmdType: number
  chatCode: string
  senderCode: string
  recipientCode: string
  recipientGroupCode?: string
  msgType: number
  msgStatus: number
  msgCode: string
  sendTime: number
  content: string
  msgUid: string
  chatScene: number
}

export interface SocketFrame {
  cmd: number
  timestamp: number
  actionType: number
  message?: ChatMessage
}

export interface RequestFrame extends SocketFrame {
  accountCode: string
  token: string
}

export interface ResponseFrame extends SocketFrame {
  code: string
  message?: ChatMessage
  /** The reply's text, carried but not interpreted (SPEC §8). */
  text: string
}

const encoder = new TextEncoder()
const decoder = new TextDecoder()

type ProtoMessage = edu.chat.ChatMessageProto.$Properties

function toProto(m: ChatMessage): edu.chat.ChatMessageProto {
  return new ChatMessageProto({ ...m, recipientGroupCode: m.recipientGroupCode ?? '', content: encoder.encode(m.content) })
}

function fromProto(p: ProtoMessage | null | undefined): ChatMessage | undefined {
  if (!p) return undefined
  return {
    msgCmdType: p.msgCmdType ?? 0,
    chatCode: p.chatCode ?? '',
    senderCode: p.senderCode ?? '',
    recipientCode: p.recipientCode ?? '',
    ...(p.recipientGroupCode ? { recipientGroupCode: p.recipientGroupCode } : {}),
    msgType: p.msgType ?? 0,
    msgStatus: p.msgStatus ?? 0,
    msgCode: p.msgCode ?? '',
    sendTime: Number(p.sendTime ?? 0), // eslint-disable-line @typescript-eslint/no-unnecessary-type-conversion -- int64: protobufjs hands over a Long object when long.js is loaded, whatever the generated type says
    content: p.content ? decoder.decode(p.content) : '',
    msgUid: p.msgUid ?? '',
    chatScene: p.chatScene ?? 0,
  }
}

export function encodeRequest(frame: RequestFrame): Uint8Array {
  const { message, ...rest } = frame
  return SocketRequest.encode(new SocketRequest({ ...rest, messageProto: message ? toProto(message) : null })).finish()
}

export function decodeRequest(bytes: Uint8Array): RequestFrame {
  const r = SocketRequest.decode(bytes)
  return {
    cmd: r.cmd,
    accountCode: r.accountCode,
    token: r.token,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-conversion -- int64 may arrive as a Long (see sendTime)
    timestamp: Number(r.timestamp),
    actionType: r.actionType,
    message: fromProto(r.messageProto),
  }
}

export function encodeResponse(frame: ResponseFrame): Uint8Array {
  const { message, text, ...rest } = frame
  return SocketResponse.encode(new SocketResponse({ ...rest, message: text, messageProto: message ? toProto(message) : null })).finish()
}

export function decodeResponse(bytes: Uint8Array): ResponseFrame {
  const r = SocketResponse.decode(bytes)
  return {
    cmd: r.cmd,
    code: r.code,
    text: r.message,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-conversion -- int64 may arrive as a Long (see sendTime)
    timestamp: Number(r.timestamp),
    actionType: r.actionType,
    message: fromProto(r.messageProto),
  }
}
