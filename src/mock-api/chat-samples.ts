import { DEMO_DOCTOR, DEMO_RESIDENT } from './seed/accounts'
import { TEAM_CHAT_CODE } from './seed/chats'

// Valid arguments for the chat's calls (the contract test), kept apart so lists of other areas grow untouched.
export function chatSamples(): Record<string, unknown> {
  return {
    'chat.history': { chatCode: TEAM_CHAT_CODE, size: 20 },
    'chat.accountInfo': { accountCodes: `${DEMO_DOCTOR.accountCode},${DEMO_RESIDENT.accountCode}` },
  }
}
