import type { CallSpec } from '../call-spec'

// Chat: a conversation's stored messages and the people in it. Live messages travel on the socket (src/api/socket).
export const chatCalls = {
  'chat.history': {
    summary: 'A chat page.',
    method: 'GET',
    path: '/doabf/im/chat/message/list',
    request: 'api/chat-history-query.schema.json',
    response: 'api/chat-history.schema.json',
    auth: 'login',
    assumed: 'ASSUMPTIONS.md',
  },
  'chat.accountInfo': {
    summary: 'Chat members.',
    method: 'GET',
    path: '/doabf/im/chat/account_info/get',
    request: 'api/chat-account-query.schema.json',
    response: 'api/chat-account-list.schema.json',
    auth: 'login',
    assumed: 'ASSUMPTIONS.md',
  },
} as const satisfies Record<string, CallSpec>
