// The end of a login (HTTP 401, envelope 125000401): show the message, clear what belongs to the login, and
// go to login once. However many calls fail at once, only the first does this; the rest only reject.
import { clientRole } from '../platform/client-role'
import { detectHost, isNativeApp } from '../platform/host'
import { loginUrl } from '../platform/login-url'
import { appMainNewsLink } from '../platform/native-links'
import type { Notify } from '../api/notify'
import { clearLogin, clearSession } from './clear'
import { NATIVE_REDIRECT_DELAY_MS, SESSION_TOAST_MS } from '../api/http/error-catalogue'

export interface SessionEnd {
  /** 'token' for HTTP 401, 'session' for envelope 125000401. */
  end: (kind: 'token' | 'session', message: string) => void
}

export function createSessionEnd(notify: Notify, redirect: (url: string) => void): SessionEnd {
  // Stays set: the redirect leaves the page, and until it has, further 401s must not start another.
  let redirecting = false
  return {
    end(kind, message) {
      if (redirecting) return
      redirecting = true
      notify({ text: message, duration: SESSION_TOAST_MS })
      const host = detectHost()
      const native = isNativeApp(host)
      const target = (kind === 'session' && native && appMainNewsLink(host)) || loginUrl({ role: clientRole() })
      if (kind === 'token') clearLogin()
      else clearSession()
      if (native) setTimeout(() => redirect(target), NATIVE_REDIRECT_DELAY_MS)
      else redirect(target)
    },
  }
}
