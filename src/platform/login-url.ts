// The login redirect to the identity provider (SPEC §7):
// {login host}/auth/login?client=…&redirect_uri=…&scope=openid profile&state=…&scene=…
import { currentChannel } from './channel'
import type { ClientRole } from './client-role'
import { detectHost, type HostKind } from './host'
import { randomString } from './random'
import { SESSION_KEYS } from './storage-keys'

/** Where the embedded backend serves its identity provider; the login host when VITE_LOGIN_HOST is unset. */
export const MOCK_IDP_PATH = '/edu/__mock/idp'

export const LOGIN_CLIENTS: Record<ClientRole, string> = {
  doctor: 'Dzj_Doctor_Wireless_App',
  health: 'Dzj_Resident_Wireless_App',
}

/** The partner insurer's channel, which has its own scene. */
export const FUXIANG_TAIPING_SCENE = 'fuxiangtaiping'
export const WEIXIN_SCENE = 'weixin_official_account'
/** The scene of an ordinary visit (the spec names only the extra ones). */
export const DEFAULT_SCENE = 'h5'

export function loginHost(origin = location.origin): string {
  const configured = (import.meta.env?.VITE_LOGIN_HOST as string | undefined)?.replace(/\/+$/, '')
  return configured || `${origin}${MOCK_IDP_PATH}`
}

/** WeChat official accounts log in with their own scene; a partner channel with its name. */
export function loginScene(host: HostKind = detectHost(), channel = currentChannel()): string {
  if (host === 'wx') return WEIXIN_SCENE
  if (channel) return channel === FUXIANG_TAIPING_SCENE ? FUXIANG_TAIPING_SCENE : channel
  return DEFAULT_SCENE
}

export interface LoginUrlOptions {
  role: ClientRole
  /** Where the identity provider sends the user back; default the current address. */
  redirectUri?: string
  scene?: string
  host?: string
}

export function loginUrl({ role, redirectUri = location.href, scene = loginScene(), host = loginHost() }: LoginUrlOptions): string {
  const state = randomString()
  sessionStorage.setItem(SESSION_KEYS.loginState, state)
  const query = new URLSearchParams({ client: LOGIN_CLIENTS[role], redirect_uri: redirectUri, scope: 'openid profile', state, scene })
  // An invitee registers through this page: the inviter's code, kept from the address at startup, goes along
  // so the identity provider binds the new account to the inviter (SPEC §1; the parameter name is assumed).
  const shareUserCode = sessionStorage.getItem(SESSION_KEYS.shareUserCode)
  if (shareUserCode) query.set('shareUserCode', shareUserCode)
  return `${host}/auth/login?${query.toString()}`
}
