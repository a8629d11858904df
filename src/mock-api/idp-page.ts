import { writeCookie } from '../platform/cookies'
import { COOKIES, USER_TOKEN_MAX_AGE_S } from '../platform/storage-keys'
import { IDP_LOGIN_PATH, idpPageMarkup, isIdpPath, openSession, roleOf, safeRedirect } from './idp'
import type { MockStore } from './store'

/**
 * In the browser, when the page is the mock identity provider, take it over: draw the page, or on
 * .../login log in and go back. Returns true when it did (the shell must then not render).
 */
export function takeOverIdpPage(store: MockStore): boolean {
  if (!isIdpPath(location.pathname)) return false
  const search = new URLSearchParams(location.search)
  const role = roleOf(search.get('as'))
  if (location.pathname === IDP_LOGIN_PATH && role) {
    writeCookie(COOKIES.userToken, openSession(store, role, search.get('shareUserCode')), USER_TOKEN_MAX_AGE_S)
    location.replace(safeRedirect(search.get('redirect_uri'), location.origin))
    return true
  }
  document.title = '模拟登录'
  const page = document.createElement('div')
  page.id = 'mock-idp'
  page.setAttribute('style', 'position:fixed;inset:0;z-index:2147483647;overflow:auto;background:#f7f8fa')
  page.innerHTML = idpPageMarkup(search, location.origin)
  // A real identity provider's login form posts and redirects, leaving no page of its own behind the app:
  // following a one-click link replaces this page too, so Back after logging in never shows it.
  page.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    location.replace(link.href)
  })
  document.body.appendChild(page)
  return true
}
