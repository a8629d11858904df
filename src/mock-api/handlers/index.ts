import { areaHandlers } from './area'
import { contentHandlers } from './content'
import type { CallHandler } from './context'
import { homeHandlers } from './home'
import { hospitalHandlers } from './hospitals'
import { hostHandlers } from './hosts'
import { messageHandlers } from './messages'
import { monitorHandlers } from './monitor'
import { partnerHandlers } from './partner'
import { healthFileHandlers } from './health-file'
import { pointsHandlers } from './points'
import { portraitHandlers } from './portrait'
import { residentHandlers } from './residents'
import { sessionHandlers } from './session'
import { tumorHandlers } from './tumor'
import { userCentreHandlers } from './user-centre'
import { chatHandlers } from './chat'
import { aiHandlers } from './ai'

/** One handler per named call of the catalogue (handlers.test.ts checks none is missing). */
export const callHandlers: Record<string, CallHandler> = {
  ...sessionHandlers,
  ...residentHandlers,
  ...tumorHandlers,
  ...areaHandlers,
  ...pointsHandlers,
  ...homeHandlers,
  ...hostHandlers,
  ...contentHandlers,
  ...hospitalHandlers,
  ...messageHandlers,
  ...userCentreHandlers,
  ...portraitHandlers,
  ...monitorHandlers,
  ...partnerHandlers,
  ...healthFileHandlers,
  ...chatHandlers,
  ...aiHandlers,
}

export type { CallContext, CallHandler } from './context'
