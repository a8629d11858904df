// Usage-event codes and page visit names (SPEC §7, §9), and who reports nothing (bots).

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

/**
 * The page visit names of SPEC §9 by app path. The spec names the pages, not their paths: the mapping is ours and
 * covers the pages whose path the route table shows (src/api/ASSUMPTIONS.md); other pages go without a name.
 */
export const PAGE_VISIT_NAMES: Readonly<Record<string, string>> = {
  '/doctor/client/home': 'home',
  '/health/client/home': 'home',
  '/edu': 'edu center home',
  '/search': 'global search',
  '/edu/search': 'edu center search',
  '/today/attention': "today's attention",
  '/pedia/video/home': 'medical lecture video home',
  '/market/case': 'case database home',
  '/doctor/market/case': 'case database home',
  '/market/academic': 'article database home',
  '/messagecenter/conversation/list': 'message center home',
  '/doctor/messagecenter/conversation/list': 'message center home',
  '/diagnostic/factor': 'diagnostic factor home',
  '/doctor/client/user-center': 'personal data home',
  '/health/client/user-center': 'personal data home',
  '/science-contributor-home': 'IP home',
  '/edu/detail': 'edu center detail',
}

export function pageVisitName(path: string): string | undefined {
  return PAGE_VISIT_NAMES[path]
}

/** Search-engine and crawler user agents: they report nothing (SPEC §9). */
const BOT = /bot\b|bot\/|spider|crawler|slurp|bingpreview|facebookexternalhit/i

export function isBot(userAgent: string): boolean {
  return BOT.test(userAgent)
}

/** The page events carry the doctor's level, medical subject and roles (SPEC §6), when the session knows them. */
export const EVENTS_WITH_USER: readonly string[] = [EVENT_CODES.pageEnter, EVENT_CODES.pageExit]
