import { escapeMarkup } from './markup'
import { APP_BASE } from '../platform/app-path'
import { followableDestination } from '../platform/followable'
import { MOCK_IDP_PATH } from '../platform/login-url'
import { COOKIES, USER_TOKEN_MAX_AGE_S } from '../platform/storage-keys'
import { recordInvitation } from './handlers/invite'
import { DEMO_DOCTOR, DEMO_RESIDENT } from './seed/accounts'
import { formatDateTime } from './seed/codes'
import type { MockStore } from './store'
import type { MockAccount } from './state'

// The mock identity provider. The client's login redirect lands on MOCK_IDP_PATH/auth/login?…&redirect_uri=…;
// the page offers two links to MOCK_IDP_PATH/login?as=doctor|resident&redirect_uri=…, which open a session,
// set the user-token cookie and go back. Served as HTML by the MSW handler (node, fetch) and drawn by
// startMockBackend() in the browser, because a service worker never sees page navigations.
export const IDP_LOGIN_PATH = `${MOCK_IDP_PATH}/login`
export type DemoRole = 'doctor' | 'resident'

export const demoAccounts: Record<DemoRole, MockAccount> = { doctor: DEMO_DOCTOR, resident: DEMO_RESIDENT }

export function isIdpPath(pathname: string): boolean {
  return pathname === MOCK_IDP_PATH || pathname.startsWith(`${MOCK_IDP_PATH}/`)
}

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * Opens a session for a demo person and returns its user token. A shareUserCode the login address carried
 * (an invitee registering) binds the person to that inviter, as the real identity provider does.
 */
export function openSession(store: MockStore, role: DemoRole, shareUserCode?: string | null): string {
  const token = `mock-${role}-${randomHex(16)}`
  store.update((state) => {
    state.sessions[token] = demoAccounts[role].accountCode
    if (shareUserCode) recordInvitation(state, demoAccounts[role], shareUserCode, formatDateTime(new Date()))
  })
  return token
}

export function tokenCookie(token: string): string {
  return `${COOKIES.userToken}=${encodeURIComponent(token)}; Path=/; Max-Age=${USER_TOKEN_MAX_AGE_S}; SameSite=Lax`
}

/** Only where the app itself may go (src/platform/followable.ts); anything else goes to the app's home. */
export function safeRedirect(redirectUri: string | null, origin: string): string {
  const destination = followableDestination(redirectUri, { origin })
  return destination.kind === 'external' ? destination.href : `${origin}${APP_BASE}${destination.path}`
}

function loginLink(role: DemoRole, redirectUri: string, primary: boolean, shareUserCode: string | null): string {
  const account = demoAccounts[role]
  const invite = shareUserCode ? `&shareUserCode=${encodeURIComponent(shareUserCode)}` : ''
  const href = `${IDP_LOGIN_PATH}?as=${role}&redirect_uri=${encodeURIComponent(redirectUri)}${invite}`
  const colours = primary ? 'background:#1166e0;color:#fff' : 'background:#fff;color:#1166e0;border:1px solid #1166e0'
  return (
    `<a data-testid="mock-idp-${role}" href="${escapeMarkup(href)}" style="display:block;margin:12px 0;padding:12px;border-radius:8px;text-align:center;text-decoration:none;font-size:16px;${colours}">` +
    `以演示${role === 'doctor' ? '医生' : '居民'}登录（${escapeMarkup(account.name)}）</a>`
  )
}

/** The page's markup; the doctor button leads when the doctor app sent the visitor. */
export function idpPageMarkup(search: URLSearchParams, origin: string): string {
  const redirectUri = safeRedirect(search.get('redirect_uri'), origin)
  const doctorFirst = search.get('client') !== 'Dzj_Resident_Wireless_App'
  const share = search.get('shareUserCode')
  const links = doctorFirst
    ? loginLink('doctor', redirectUri, true, share) + loginLink('resident', redirectUri, false, share)
    : loginLink('resident', redirectUri, true, share) + loginLink('doctor', redirectUri, false, share)
  const invited = share ? `<p style="font-size:13px;color:#333;margin:0 0 12px">邀请码：${escapeMarkup(share)}</p>` : ''
  return (
    `<main style="max-width:420px;margin:0 auto;padding:48px 24px;font-family:-apple-system,'PingFang SC','Noto Sans CJK SC',sans-serif;color:#333">` +
    `<h1 style="font-size:22px;margin:0 0 8px">大专家 · 模拟登录</h1>` +
    `<p style="font-size:13px;color:#6e6e6e;margin:0 0 24px">开发与测试用的模拟身份认证，不会连接真实账号。</p>` +
    invited +
    links +
    `<p style="font-size:12px;color:#6e6e6e;word-break:break-all">登录后返回：${escapeMarkup(redirectUri)}</p></main>`
  )
}

export function idpPageHtml(search: URLSearchParams, origin: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>模拟登录</title></head><body style="margin:0">${idpPageMarkup(search, origin)}</body></html>`
}

export function roleOf(value: string | null): DemoRole | undefined {
  return value === 'doctor' || value === 'resident' ? value : undefined
}
