// What the API client needs from the session above it, given as one port (src/session makes it): who is
// calling, and what to do when the backend ends the session. The client reads no session state itself.

export interface CallIdentity {
  /** The logged-in account's codes, which every payload carries. */
  accountCode?: string
  userCode?: string
  /** The login token, sent as x-user-token. */
  userToken?: string
  /** Acting as a family member: sent as run-as-user-token. */
  runAsUserToken?: string
}

export interface ApiSession {
  identity: () => CallIdentity
  /** The backend ended it: 'token' for HTTP 401, 'session' for envelope 125000401. */
  end: (kind: 'token' | 'session', message: string) => void
}
