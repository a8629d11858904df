import { errors } from '../errors'
import { ADVERTISEMENTS } from '../seed/adverts'
import type { MockConversation, MockMailbox, MockState } from '../state'
import { arg, me, paginate, text, whole, type CallContext, defineHandlers } from './context'

// The message centre. 系统通知's unread count is the unread notifications, so the bell, the conversation list
// and the notification list always agree; marking read changes the stored world.
const empty: MockMailbox = { conversations: [], notifications: [] }

function mailboxOf(state: MockState, accountCode: string): MockMailbox {
  return state.mailboxes[accountCode] ?? empty
}

function unreadOf(box: MockMailbox, row: MockConversation): number {
  return row.catalogType === 'NOTICE' ? box.notifications.filter((n) => !n.read).length : row.unreadCount
}

/** The bell's number: every unread message of the account. */
export function totalUnread(state: MockState, accountCode: string): number {
  const box = mailboxOf(state, accountCode)
  return box.conversations.reduce((sum, row) => sum + unreadOf(box, row), 0)
}

function categoriesFirst(a: MockConversation, b: MockConversation): number {
  const chat = Number(a.catalogType === 'CHAT') - Number(b.catalogType === 'CHAT')
  if (chat !== 0 || a.catalogType !== 'CHAT') return chat
  return a.lastTime < b.lastTime ? 1 : a.lastTime > b.lastTime ? -1 : 0
}

function conversations(context: CallContext) {
  const box = mailboxOf(context.store.state, me(context).accountCode)
  const rows = [...box.conversations].sort(categoriesFirst).map((row) => ({ ...row, unreadCount: unreadOf(box, row) }))
  return paginate(rows, whole(context, 'current', 1), whole(context, 'size', 20))
}

function readConversation(context: CallContext) {
  const account = me(context).accountCode
  const code = text(context, 'conversationCode')
  if (!mailboxOf(context.store.state, account).conversations.some((row) => row.conversationCode === code)) throw errors.notFound('会话')
  return context.store.update((state) => {
    const box = mailboxOf(state, account)
    const row = box.conversations.find((one) => one.conversationCode === code)
    let readCount = 0
    if (row?.catalogType === 'NOTICE') {
      for (const n of box.notifications.filter((one) => !one.read)) {
        n.read = true
        readCount += 1
      }
    } else if (row) {
      readCount = row.unreadCount
      row.unreadCount = 0
    }
    return { readCount, unreadCount: totalUnread(state, account) }
  })
}

function notifications(context: CallContext) {
  const box = mailboxOf(context.store.state, me(context).accountCode)
  const read = arg(context, 'read')
  const kept = typeof read === 'boolean' ? box.notifications.filter((n) => n.read === read) : box.notifications
  return {
    ...paginate(kept, whole(context, 'current', 1), whole(context, 'size', 10)),
    unreadCount: box.notifications.filter((n) => !n.read).length,
  }
}

function readNotifications(context: CallContext) {
  const account = me(context).accountCode
  const raw = arg(context, 'notificationCodes')
  const codes = Array.isArray(raw) && raw.length > 0 ? new Set(raw.map(String)) : undefined
  return context.store.update((state) => {
    let readCount = 0
    for (const n of mailboxOf(state, account).notifications) {
      if (n.read || (codes && !codes.has(n.notificationCode))) continue
      n.read = true
      readCount += 1
    }
    return { readCount, unreadCount: totalUnread(state, account) }
  })
}

function notice(context: CallContext) {
  const id = text(context, 'noticeId')
  const found = context.store.state.notices.find((n) => n.noticeId === id)
  if (!found) throw errors.notFound('公告')
  return found
}

function advertisement(context: CallContext) {
  const code = text(context, 'adCode')
  const found = ADVERTISEMENTS.find((ad) => ad.adCode === code)
  if (!found) throw errors.notFound('广告')
  return found
}

export const messageHandlers = defineHandlers({
  'messages.unreadCount': (c) => (c.identity ? totalUnread(c.store.state, c.identity.account.accountCode) : 0),
  'messages.conversations': conversations,
  'messages.readConversation': readConversation,
  'notifications.list': notifications,
  'notifications.read': readNotifications,
  'notices.detail': notice,
  'advertisements.detail': advertisement,
})
