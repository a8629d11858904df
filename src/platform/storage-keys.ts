// Every name the app keeps in cookies, localStorage and sessionStorage, in one place. Pure data: the
// embedded backend's identity provider sets the same user-token cookie.

export const COOKIES = {
  /** The login token, sent as x-user-token. */
  userToken: 'user-token',
} as const

/** Token cookie lifetime in seconds: a day, or 30 days inside the doctor app. */
export const USER_TOKEN_MAX_AGE_S = 86400
export const DOCTOR_APP_USER_TOKEN_MAX_AGE_S = 2592000

/** Kept across visits. */
export const LOCAL_KEYS = {
  deviceId: 'DZJ_DEVICE_ID',
  signingKey: 'SIGN_SECRET',
  signingKeyTimestamp: 'SIGN_SECRET_TIMESTAMP',
  apiEnv: 'DZJ_API_ENV',
  modeEnv: 'DZJ_MODE_ENV',
  lastPath: 'lastPath',
  channel: 'channel',
  gray: 'gray',
} as const

/** Kept for this tab's visit. */
export const SESSION_KEYS = {
  currentAccount: 'currentAccount',
  canUserDoctor: 'canUserDoctor',
  /** A certified doctor's title and department for usage events (session/doctor-profile.ts). */
  doctorProfile: 'doctorProfile',
  clientRole: 'clientRole',
  /** The family member acted for: { userId, name, token } (src/session/run-as.ts). */
  runAs: 'runAs',
  grayFlag: 'grayFlag',
  shareUserCode: 'shareUserCode',
  healthPortraitUserId: 'healthPortraitUserId',
  hideAppDeepLink: 'hideAppDeepLink',
  hideComment: 'hideComment',
  hideHeader: 'hideHeader',
  unionPayAutoLogin: 'unionPayAutoLogin',
  loginState: 'loginState',
  thirdPartyFlag: 'thirdPartyFlag',
} as const
