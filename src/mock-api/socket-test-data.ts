// Names the socket tests share with the seed.
import { OTHER_DOCTORS } from './seed/accounts'
export { TEAM_CHAT_CODE } from './seed/chats'
export const OTHER_DOCTOR_FOR_TESTS = OTHER_DOCTORS[1].accountCode
