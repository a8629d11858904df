import type { CallSpec } from '../call-spec'

// The message centre: conversations, notifications, announcements and advertisements.
// (messages.unreadCount, the bell's number, lives in home.ts: it adds up the unread counts answered here.)
export const messageCalls = {
  'messages.conversations': {
    summary: 'The message centre: 系统通知 and the other categories first, then chats, each with its unread count, last message and time.',
    method: 'GET',
    path: '/bdc/message_catalog/conversation/list',
    request: 'api/conversation-query.schema.json',
    response: 'api/conversation-page.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: GET /bdc/message_catalog/conversation/list?current&size (20 when not given).',
  },
  'messages.readConversation': {
    summary: 'Mark a conversation read when it is opened (系统通知: every notification).',
    method: 'POST',
    path: '/bdc/message_catalog/conversation/read',
    request: 'api/conversation-read-request.schema.json',
    response: 'api/message-read-result.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: POST /bdc/message_catalog/conversation/read { conversationCode }.',
  },
  'notifications.list': {
    summary: 'Notifications, newest first, paged; optionally only read or only unread; with the unread total.',
    method: 'GET',
    path: '/bdc/notification/list',
    request: 'api/notification-query.schema.json',
    response: 'api/notification-page.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: GET /bdc/notification/list?current&size&read.',
  },
  'notifications.read': {
    summary: 'Mark notifications read: the given codes, or all of them (全部已读) when none are given.',
    method: 'POST',
    path: '/bdc/notification/read',
    request: 'api/notification-read-request.schema.json',
    response: 'api/message-read-result.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: POST /bdc/notification/read { notificationCodes? }.',
  },
  'notices.detail': {
    summary: 'An announcement: title, publisher, time and a rich HTML body.',
    method: 'GET',
    path: '/bdc/notice/detail/{noticeId}',
    request: 'api/notice-query.schema.json',
    response: 'api/notice.schema.json',
    auth: 'none',
    assumed: 'path and shape not shown: GET /bdc/notice/detail/{noticeId}; unknown id: 125000404 公告不存在.',
  },
  'advertisements.detail': {
    summary: 'An advertisement: poster, title, in-app link and button, HTML body.',
    method: 'GET',
    path: '/bff/advertisement/detail/{adCode}',
    request: 'api/advertisement-query.schema.json',
    response: 'api/advertisement.schema.json',
    auth: 'none',
    assumed: 'path and shape not shown: GET /bff/advertisement/detail/{adCode}; unknown code: 125000404 广告不存在.',
  },
} as const satisfies Record<string, CallSpec>
