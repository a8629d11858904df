import type { CallSpec } from '../call-spec'

// Chat: a conversation's stored messages and the people in it. Live messages travel on the socket (src/api/socket).
export const chatCalls = {
  'chat.history': {
    summary: 'A chat page: title, members (and a group owner), and messages older than `before`, oldest first.',
    method: 'GET',
    path: '/doabf/im/chat/message/list',
    request: 'api/chat-history-query.schema.json',
    response: 'api/chat-history.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: GET /doabf/im/chat/message/list?chatCode&before&size (20).',
  },
  'chat.accountInfo': {
    summary: 'Names and avatars of chat members (SPEC §7).',
    method: 'GET',
    path: '/doabf/im/chat/account_info/get',
    request: 'api/chat-account-query.schema.json',
    response: 'api/chat-account-list.schema.json',
    auth: 'login',
    assumed: 'response fields beyond accountCode not shown: name, avatar, role.',
  },
} as const satisfies Record<string, CallSpec>
