import type { CallSpec } from '../call-spec'

// The AI assistant (SPEC §2 AI chat): answers stream in as text/event-stream (ApiClient.stream), kept per
// conversation for a logged-in user; stopping keeps what was shown; answers can be rated; 意见反馈.
export const aiCalls = {
  'ai.ask': {
    summary: 'Ask the AI assistant.',
    method: 'POST',
    path: '/gpt/chat/completions',
    request: 'api/ai-ask-request.schema.json',
    response: 'api/ai-answer.schema.json',
    auth: 'none',
    assumed: 'ASSUMPTIONS.md',
  },
  'ai.stop': {
    summary: 'Stop an answer.',
    method: 'POST',
    path: '/gpt/chat/stop',
    request: 'api/ai-stop-request.schema.json',
    response: 'api/ai-answer.schema.json',
    auth: 'none',
    assumed: 'ASSUMPTIONS.md',
  },
  'ai.rate': {
    summary: 'Rate an answer.',
    method: 'POST',
    path: '/gpt/answer/rate',
    request: 'api/ai-rate-request.schema.json',
    response: 'api/ai-rate-result.schema.json',
    auth: 'none',
    assumed: 'ASSUMPTIONS.md',
  },
  'ai.conversations': {
    summary: 'AI conversations.',
    method: 'GET',
    path: '/gpt/record/chat/list',
    request: 'api/conversation-query.schema.json',
    response: 'api/ai-conversation-page.schema.json',
    auth: 'login',
    assumed: 'ASSUMPTIONS.md',
  },
  'ai.conversation': {
    summary: 'One AI conversation.',
    method: 'GET',
    path: '/gpt/record/detail',
    request: 'api/ai-conversation-query.schema.json',
    response: 'api/ai-conversation.schema.json',
    auth: 'login',
    assumed: 'ASSUMPTIONS.md',
  },
  'ai.feedback': {
    summary: 'AI feedback.',
    method: 'POST',
    path: '/gpt/feedBack',
    request: 'api/ai-feedback-request.schema.json',
    response: 'api/ai-feedback-result.schema.json',
    auth: 'login',
    assumed: 'ASSUMPTIONS.md',
  },
} as const satisfies Record<string, CallSpec>
