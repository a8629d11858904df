import { formatDateTime } from './seed/codes'
import { avatarDataUri } from './seed/photo'
import { makeChat, SCENE, TYPE } from './seed/chats'
import type { MockChat, MockChatMessage, MockState } from './state'
import type { MockStore } from './store'

// The chats of the embedded backend's world: read (made from the message centre on first use), written by the
// socket, and reflected in every member's message centre (last message, time, unread), so the lists agree.

export function findChat(store: MockStore, chatCode: string): MockChat | undefined {
  const kept = store.state.chats[chatCode]
  if (kept) return kept
  const made = makeChat(store.state, chatCode)
  if (!made) return undefined
  return store.update((state) => {
    state.chats = { ...state.chats, [chatCode]: made }
    return made
  })
}

export function nameOf(state: MockState, accountCode: string): string {
  return (
    state.accounts.find((a) => a.accountCode === accountCode)?.name ??
    state.residents.find((r) => r.residentAccountCode === accountCode)?.residentName ??
    '用户'
  )
}

/** Name, avatar and role of an account, as the chat shows them. */
export function accountInfo(state: MockState, accountCode: string) {
  const account = state.accounts.find((a) => a.accountCode === accountCode)
  if (account)
    return {
      accountCode,
      name: account.name,
      avatar: avatarDataUri(account.name.slice(0, 1), account.role === 'doctor' ? 0 : 3),
      role: account.role === 'doctor' ? ('doctor' as const) : ('resident' as const),
    }
  const resident = state.residents.find((r) => r.residentAccountCode === accountCode)
  if (resident)
    return {
      accountCode,
      name: resident.residentName,
      avatar: resident.profilePhoto ?? avatarDataUri(resident.residentName.slice(0, 1), 5),
      role: 'resident' as const,
    }
  return undefined
}

function preview(state: MockState, chat: MockChat, message: MockChatMessage): string {
  const said = message.msgType === TYPE.image ? '[图片]' : message.content
  return chat.chatScene === SCENE.group && message.msgType !== TYPE.system ? `${nameOf(state, message.senderCode)}：${said}` : said
}

/** Keep a message and show it in the members' message centres; the stored message is returned. */
export function appendMessage(store: MockStore, chatCode: string, message: MockChatMessage): MockChatMessage {
  return store.update((state) => {
    const chat = state.chats[chatCode]
    if (!chat) return message
    if (!chat.messages.some((m) => m.msgUid === message.msgUid)) chat.messages.push(message)
    for (const member of chat.members) {
      const row = state.mailboxes[member]?.conversations.find((c) => c.conversationCode === chatCode)
      if (!row) continue
      row.lastMessage = preview(state, chat, message)
      row.lastTime = formatDateTime(new Date(message.sendTime))
      if (member !== message.senderCode) row.unreadCount += 1
    }
    return message
  })
}

/** The group owner removes a member; false when not allowed (not the owner, not a group, not a member). */
export function removeMember(store: MockStore, chatCode: string, by: string, member: string): boolean {
  const chat = findChat(store, chatCode)
  if (!chat || chat.chatScene !== SCENE.group || chat.owner !== by || member === by || !chat.members.includes(member)) return false
  store.update((state) => {
    const kept = state.chats[chatCode]
    if (kept) kept.members = kept.members.filter((m) => m !== member)
  })
  return true
}
