// What expressions read as `user` (the engine's scope): whether someone is logged in, acting for a family member,
// and the account's codes once known.
import { cachedAccount } from './account'
import { isLoggedIn } from './login-state'
import { isRunningAs } from './run-as'

export function userScope(): Record<string, unknown> {
  const account = cachedAccount()
  return { loggedIn: isLoggedIn(), runningAs: isRunningAs(), accountCode: account?.accountCode, userCode: account?.userCode }
}
