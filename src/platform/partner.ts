// The partner channel (SPEC §4, §6, §7): a visitor who came with from=taipingtong (the partner insurer; its login
// scene is fuxiangtaiping) logs in through the partner's OAuth and signs two treaties before going on.
import { APP_BASE } from './app-path'
import { currentChannel } from './channel'
import { SESSION_KEYS } from './storage-keys'

export const PARTNER_CHANNELS: readonly string[] = ['taipingtong', 'fuxiangtaiping']
export const PARTNER_OAUTH_FROM = 'taipingtong'
/** The treaties a partner-channel visitor signs (SPEC §6: privacy policy and service agreement). */
export const PARTNER_TREATIES = ['PRIVACY_POLICY', 'DCLOUD_SERVICE'] as const
export type PartnerTreaty = (typeof PARTNER_TREATIES)[number]
export const THIRD_PARTY_LOGIN_PATH = '/third-party-authorized-login'
/** Where the embedded backend plays the partner's OAuth when VITE_PARTNER_OAUTH_HOST is unset. */
export const MOCK_PARTNER_PATH = `${APP_BASE}/__mock/partner`

export function isPartnerChannel(channel = currentChannel()): boolean {
  return channel !== undefined && PARTNER_CHANNELS.includes(channel)
}

/** The partner's OAuth: {host}/chdds/oauth2/token?from=taipingtong&url=… (SPEC §7), coming back to `url`. */
export function partnerOAuthUrl(returnTo: string, origin = location.origin): string {
  const configured = (import.meta.env?.VITE_PARTNER_OAUTH_HOST as string | undefined)?.replace(/\/+$/, '')
  const query = new URLSearchParams({ from: PARTNER_OAUTH_FROM, url: returnTo })
  return `${configured || `${origin}${MOCK_PARTNER_PATH}`}/chdds/oauth2/token?${query.toString()}`
}

/** 0 not checked, 1 treaties not signed, 2 signed (SPEC §4); kept for the tab. */
export type ThirdPartyFlag = 0 | 1 | 2

export function thirdPartyFlag(): ThirdPartyFlag {
  const stored = Number(sessionStorage.getItem(SESSION_KEYS.thirdPartyFlag))
  return stored === 1 || stored === 2 ? stored : 0
}

export function rememberThirdPartyFlag(flag: ThirdPartyFlag): void {
  sessionStorage.setItem(SESSION_KEYS.thirdPartyFlag, String(flag))
}

/** The treaties page, listing the treaty ids and the address to go back to on consent. */
export function thirdPartyLoginPath(ids: readonly string[], redirectUrl: string): string {
  return `${THIRD_PARTY_LOGIN_PATH}?${new URLSearchParams({ ids: ids.join(','), redirectUrl }).toString()}`
}
