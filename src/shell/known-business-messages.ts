// Failures the backend answers as part of the business (SPEC §8: "error reporting ignores a long list of known
// business messages"): shown to the user, never reported. The spec lists them by meaning; the wording here is the
// backend's as we expect it (src/api/ASSUMPTIONS.md). A message containing one of these is not reported.
export const KNOWN_BUSINESS_MESSAGES: readonly string[] = [
  '已点赞',
  '您已经点过赞了',
  '评论审核中',
  '评论正在审核',
  '内容已下架',
  '该内容已下架',
  '样本数量已达上限',
  '样本已达上限',
  '持卡人姓名不一致',
  '持卡人姓名与实名认证姓名不一致',
  '身份证已认证',
  '该身份证已被认证',
  '不能和自己聊天',
  '不能与自己聊天',
  '积分不足',
  '请先登录',
  '用户会话过期，请重新登录',
  '行为异常，请先登录后再进行操作',
  '网络连接异常，请检查您的网络连接！',
  '请求超时，请稍后重试!',
]

export function isKnownBusinessMessage(message: string): boolean {
  return KNOWN_BUSINESS_MESSAGES.some((known) => message.includes(known))
}
