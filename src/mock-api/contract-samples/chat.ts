import { DEMO_DOCTOR, DEMO_RESIDENT } from '../seed/accounts'
import { TEAM_CHAT_CODE } from '../seed/chats'
import { DEMO_AI_CONVERSATIONS } from '../seed/ai-answers'

// Valid arguments for the chat's and the AI assistant's calls (the contract test runs them as the demo doctor) (the contract test), kept apart so lists of other areas grow untouched.
export function chatSamples(): Record<string, unknown> {
  return {
    'chat.history': { chatCode: TEAM_CHAT_CODE, size: 20 },
    'chat.accountInfo': { accountCodes: `${DEMO_DOCTOR.accountCode},${DEMO_RESIDENT.accountCode}` },
    'ai.ask': { question: '血压 150/95 要紧吗？', model: 'general' },
    'ai.conversations': { current: 1, size: 20 },
    'ai.conversation': { conversationCode: DEMO_AI_CONVERSATIONS.doctor },
    'ai.rate': { answerId: `${DEMO_AI_CONVERSATIONS.doctor}A1`, rating: 'up' },
    'ai.stop': { answerId: `${DEMO_AI_CONVERSATIONS.doctor}A1`, length: 40 },
    'ai.feedback': { category: '回答不准确', content: '关于血糖的回答不够详细。' },
  }
}
