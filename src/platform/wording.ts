// User-visible wording the spec gives only in English, in natural Chinese, in one place. Wording the spec
// gives in Chinese stays word for word where it is used (src/api/http/error-catalogue.ts).

export const wording = {
  /** Add residents, failedNum 0. */
  residentsAdded: (successNum: number) => `成功添加${successNum}位居民`,
  /** Add residents, failedNum above 0. */
  residentsPartlyAdded: (successNum: number, failedNum: number) =>
    `成功添加${successNum}位居民，${failedNum}位居民已被其他医生管理，添加失败`,
  noMatchingResults: '暂无匹配结果',
  noMore: '没有更多了',
  loading: '加载中…',
  pageUnavailable: '页面暂时无法访问，您可以尝试刷新',
  tryRefresh: '刷新试试',
  underConstruction: '建设中',
  insufficientPointsText: '您的账户当前积分不足',
  pointsExpiringThisMonth: (points: number) => `您有${points}积分将于本月底过期`,
  /** The message of an unknown call name (a bad config, not a backend failure). */
  unknownCall: (name: string) => `未知的接口：${name}`,
} as const
