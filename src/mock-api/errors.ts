// Every error the embedded backend answers with, in one place. Envelope codes follow the real
// backend's 125000xxx family (SPEC §8); the messages are what a Chinese user would see.
export const SUCCESS_CODE = '000000'

export class MockApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 200,
  ) {
    super(message)
  }
}

export const errors = {
  notLoggedIn: () => new MockApiError('125000401', '用户未登录或登录已过期，请重新登录'),
  badSign: (why: string) => new MockApiError('125000403', `请求签名校验失败：${why}`),
  badPayload: (detail: string) => new MockApiError('125000400', `参数校验失败：${detail}`, 400),
  notFound: (what: string) => new MockApiError('125000404', `${what}不存在`),
  forbidden: (why: string) => new MockApiError('125000418', why),
  /** A call the caller's role may not make (a resident calling a doctor's call): SPEC §8's 403, 拒绝访问. */
  noPermission: () => new MockApiError('125000403', '拒绝访问', 403),
  notImplemented: (call: string) => new MockApiError('125000501', `模拟后台暂不支持该接口：${call}`),
}
