// The error catalogue of SPEC §8, word for word.

export const CLIENT_TIMEOUT = { code: 'CLIENT_TIMEOUT', message: '请求超时，请稍后重试!' } as const
export const NETWORK_ERROR = { code: 'NETWORK_ERROR', message: '网络连接异常，请检查您的网络连接！' } as const

export const SESSION_EXPIRED = '用户会话过期，请重新登录'
/** A 401 whose server message is 30 characters or longer shows this instead. */
export const LOGIN_FIRST = '行为异常，请先登录后再进行操作'
export const SHORT_401_MESSAGE_LIMIT = 30

export const HTTP_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  403: '拒绝访问',
  404: '请求资源不存在',
  408: '请求超时',
}
export const SERVER_BUSY = '服务器繁忙,请稍后重试'

/** A call name outside the catalogue (a config's mistake, not the backend's); the spec gives no wording. */
export const unknownCallMessage = (name: string) => `未知的接口：${name}`

/** Milliseconds: request timeout; the 401 toast; the wait before a native app's redirect. */
export const REQUEST_TIMEOUT_MS = 30000
export const SESSION_TOAST_MS = 2000
export const NATIVE_REDIRECT_DELAY_MS = 1000
