// How a failed call rejects: the message the user was shown and a code (CLIENT_TIMEOUT, NETWORK_ERROR, an
// envelope code or an HTTP status). A failure with a code has already been shown by the client.

export class ApiError extends Error {
  readonly code: string | number

  constructor(message: string, code: string | number) {
    super(message)
    this.name = 'ApiError'
    this.code = code
  }
}
