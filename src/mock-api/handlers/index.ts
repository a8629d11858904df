import { areaHandlers } from './area'
import { contentHandlers } from './content'
import type { CallHandler } from './context'
import { homeHandlers } from './home'
import { hostHandlers } from './hosts'
import { monitorHandlers } from './monitor'
import { partnerHandlers } from './partner'
import { healthFileHandlers } from './health-file'
import { pointsHandlers } from './points'
import { residentHandlers } from './residents'
import { sessionHandlers } from './session'
import { tumorHandlers } from './tumor'

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
  ...monitorHandlers,
  ...partnerHandlers,
  ...healthFileHandlers,
}

export type { CallContext, CallHandler } from './context'
