// The one port the API client gets from the session: who is calling (the cached account, the login and
// run-as tokens) and what happens when the backend ends the session (end.ts).
import type { Notify } from '../api/notify'
import type { ApiSession } from '../api/session-port'
import { cachedAccount } from './account'
import { createSessionEnd } from './end'
import { userToken } from './login-state'
import { runAsUserToken } from './run-as'

export function createApiSession(notify: Notify, redirect: (url: string) => void): ApiSession {
  const ending = createSessionEnd(notify, redirect)
  return {
    identity() {
      const account = cachedAccount()
      return { accountCode: account?.accountCode, userCode: account?.userCode, userToken: userToken(), runAsUserToken: runAsUserToken() }
    },
    end: (kind, message) => ending.end(kind, message),
  }
}
