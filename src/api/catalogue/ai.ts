import type { CallSpec } from '../call-spec'

// The AI assistant (SPEC §2 AI chat): answers stream in as text/event-stream (ApiClient.stream), kept per
// conversation for a logged-in user; stopping keeps what was shown; answers can be rated; 意见反馈.
export const aiCalls = {
  'ai.ask': {
    summary: 'Ask the assistant; the answer streams in (events { conversationCode, answerId }, { delta }…, { done }), or comes whole.',
    method: 'POST',
    path: '/gpt/chat/completions',
    request: 'api/ai-ask-request.schema.json',
    response: 'api/ai-answer.schema.json',
    auth: 'none',
    assumed: 'path and shape not shown: POST /gpt/chat/completions { question, conversationCode?, model }, text/event-stream when asked for.',
  },
  'ai.stop': {
    summary: 'The user stopped an answer: keep the part shown.',
    method: 'POST',
    path: '/gpt/chat/stop',
    request: 'api/ai-stop-request.schema.json',
    response: 'api/ai-answer.schema.json',
    auth: 'none',
    assumed: 'path and shape not shown: POST /gpt/chat/stop { answerId, length }.',
  },
  'ai.rate': {
    summary: 'Rate an answer 有帮助 (up) or 没帮助 (down).',
    method: 'POST',
    path: '/gpt/answer/rate',
    request: 'api/ai-rate-request.schema.json',
    response: 'api/ai-rate-result.schema.json',
    auth: 'none',
    assumed: 'path and shape not shown: POST /gpt/answer/rate { answerId, rating }.',
  },
  'ai.conversations': {
    summary: 'The user’s conversations with the assistant, newest first (历史记录).',
    method: 'GET',
    path: '/gpt/record/chat/list',
    request: 'api/conversation-query.schema.json',
    response: 'api/ai-conversation-page.schema.json',
    auth: 'login',
    assumed: 'path as the route (gpt/record/chat/list), shape not shown: ?current&size.',
  },
  'ai.conversation': {
    summary: 'One conversation with every question and answer.',
    method: 'GET',
    path: '/gpt/record/detail',
    request: 'api/ai-conversation-query.schema.json',
    response: 'api/ai-conversation.schema.json',
    auth: 'login',
    assumed: 'path as the route (gpt/record/detail), shape not shown: ?conversationCode.',
  },
  'ai.feedback': {
    summary: '意见反馈 about the assistant.',
    method: 'POST',
    path: '/gpt/feedBack',
    request: 'api/ai-feedback-request.schema.json',
    response: 'api/ai-feedback-result.schema.json',
    auth: 'login',
    assumed: 'path as the route (/gpt/feedBack), shape not shown: { category, content, contact? }.',
  },
} as const satisfies Record<string, CallSpec>
