// The session's public face for the shell: who is logged in and as whom, the route guard, startup, logout,
// and the API client's session port. Between the shell and the API; no React.
export { cachedAccount, currentAccount, type SessionAccount } from './account'
export { createApiSession } from './api-session'
export { clearLogin, clearSession } from './clear'
export { canUserDoctor, checkDoctorAuth, DOCTOR_AUTH_CODES } from './doctor-auth'
export { guardRoute, DOCTOR_CERTIFICATION_PATH, type GuardContext, type GuardOutcome, type RouteAuth } from './guard'
export { isLoggedIn, saveUserToken, clearUserToken, userToken } from './login-state'
export { logout, switchAccount } from './logout'
export { isRunningAs, runAsUserId, runAsUserToken } from './run-as'
export { startup, type StartupApi } from './startup'
export { unionPayAutoLoginDue } from './union-pay'
export { visibilityHook, type VisibilityHook } from './visibility'
export { userScope } from './user-scope'
