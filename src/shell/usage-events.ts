// Usage-event codes (SPEC §7, §9) and who reports nothing (bots). A page's visit name (§9) is its route's
// `visitName` in its screen config (screen-facts.ts).

export const EVENT_CODES = {
  pageEnter: '101002',
  pageExit: '101006',
  pageShow: '101004',
  pageHidden: '101003',
  exposure: '105001',
} as const

/** What one event carries over the wire (schemas/api/usage-event.schema.json). */
export interface UsageEvent {
  eventCode: string
  resourceType?: string
  resourceId?: string
  pageName?: string
  path?: string
  time?: number
  [key: string]: unknown
}

/** Search-engine and crawler user agents: they report nothing (SPEC §9). */
const BOT = /bot\b|bot\/|spider|crawler|slurp|bingpreview|facebookexternalhit/i

export function isBot(userAgent: string): boolean {
  return BOT.test(userAgent)
}

/** The page events carry the doctor's level, medical subject and roles (SPEC §6), when the session knows them. */
export const EVENTS_WITH_USER: readonly string[] = [EVENT_CODES.pageEnter, EVENT_CODES.pageExit]
