// The partner channel's treaties (SPEC §4, §6): a logged-in partner-channel visitor goes on only once both
// treaties are signed. Flag 0: not checked, so the treaties are read; 1: some not signed, so the visitor goes to
// /third-party-authorized-login?ids=…&redirectUrl=…, which shows them and, on consent, signs them and returns;
// 2: signed, kept for the tab, nothing more to ask. (The spec's sentence "2 signed, which redirects to the
// third-party-authorized-login page" is read as: the page is how the visitor gets to 2.)
import {
  isPartnerChannel,
  PARTNER_TREATIES,
  rememberThirdPartyFlag,
  THIRD_PARTY_LOGIN_PATH,
  thirdPartyFlag,
  thirdPartyLoginPath,
} from '../platform/partner'
import type { SessionCalls } from './calls'

export type PartnerOutcome = 'allow' | { redirect: string }

export async function checkPartnerTreaties(api: SessionCalls, address: { pathname: string; href: string }): Promise<PartnerOutcome> {
  if (!isPartnerChannel() || thirdPartyFlag() === 2) return 'allow'
  if (address.pathname.endsWith(THIRD_PARTY_LOGIN_PATH)) return 'allow'
  // When the treaties cannot be read, the visitor is asked for both: access waits for consent (SPEC §6).
  const treaties = await Promise.all(PARTNER_TREATIES.map((treatyCode) => api.call('treaty.get', { treatyCode }))).catch(() => undefined)
  const unsigned = treaties ? treaties.filter((treaty) => !treaty.isSign).map((treaty) => treaty.treatyCode) : [...PARTNER_TREATIES]
  rememberThirdPartyFlag(unsigned.length ? 1 : 2)
  return unsigned.length ? { redirect: thirdPartyLoginPath(unsigned, address.href) } : 'allow'
}
