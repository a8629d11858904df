import { accountInfo, findChat } from '../chat-world'
import { errors } from '../errors'
import { SCENE } from '../seed/chats'
import { me, text, whole, type CallContext, defineHandlers } from './context'

// Chat: a page of a chat's stored messages, and the names and avatars of its people. Live traffic is socket.ts.
function history(context: CallContext) {
  const viewer = me(context).accountCode
  const chatCode = text(context, 'chatCode')
  const chat = findChat(context.store, chatCode)
  if (!chat || !chat.members.includes(viewer)) throw errors.notFound('会话')
  const before = whole(context, 'before', Number.MAX_SAFE_INTEGER)
  const size = whole(context, 'size', 20)
  const older = chat.messages.filter((m) => m.sendTime < before)
  const page = older.slice(Math.max(0, older.length - size))
  // A one-to-one chat is titled by the viewer's own row (陈立新医生 for the resident, 林晓燕 for the doctor).
  const row = context.store.state.mailboxes[viewer]?.conversations.find((c) => c.conversationCode === chatCode)
  const peer = chat.members.find((m) => m !== viewer) ?? viewer
  return {
    chatCode,
    title: row?.title ?? chat.title,
    chatScene: chat.chatScene,
    ...(chat.chatScene === SCENE.group ? { groupCode: chat.chatCode, ...(chat.owner ? { owner: chat.owner } : {}) } : {}),
    members: chat.members,
    records: page.map((m) => ({
      chatCode,
      senderCode: m.senderCode,
      recipientCode: chat.chatScene === SCENE.group ? '' : m.senderCode === peer ? viewer : peer,
      ...(chat.chatScene === SCENE.group ? { recipientGroupCode: chat.chatCode } : {}),
      msgType: m.msgType,
      msgStatus: 1,
      msgCode: m.msgCode,
      sendTime: m.sendTime,
      content: m.content,
      msgUid: m.msgUid,
      chatScene: chat.chatScene,
    })),
    hasMore: older.length > page.length,
  }
}

function accounts(context: CallContext) {
  me(context)
  const codes = text(context, 'accountCodes')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean)
  return codes.flatMap((code) => accountInfo(context.store.state, code) ?? [])
}

export const chatHandlers = defineHandlers({
  'chat.history': history,
  'chat.accountInfo': accounts,
})
