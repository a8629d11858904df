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
  /** The generic failure page: page temporarily unavailable, you can try refresh (the link says 刷新). */
  failureTitle: '页面暂时无法访问',
  failureHint: '您可以尝试',
  refresh: '刷新',
  /** The network-unavailable page (the spec's own words), followed by the 刷新 link. */
  offline: '当前网络不可用,请检查网络后',
  /** Development only: the overlay over a screen config with problems, and a node type nobody registered. */
  configProblems: '页面配置有误',
  unknownNode: '未知的节点类型',
  insufficientPointsText: '您的账户当前积分不足',
  pointsExpiringThisMonth: (points: number) => `您有${points}积分将于本月底过期`,
  /** The message of an unknown call name (a bad config, not a backend failure). */
  unknownCall: (name: string) => `未知的接口：${name}`,
  /** Manual add resident: the toast after a successful add. */
  residentAdded: '添加成功',
  /** Forms: what an empty text input shows (pickers show the spec's 请选择). */
  inputPlaceholder: '请输入',
  /** Forms: a date outside the field's bounds. */
  dateOutOfRange: (min: string, max: string) => `请选择${min}至${max}之间的日期`,
  /** Lists: the link under a failed page that asks for it again. */
  retry: '点击重试',
  /** Add special-programme residents: the screen title, the three tabs, the search and the Done button. */
  addResidentsTitle: '添加居民',
  tabManualAdd: '手动添加',
  tabFromFamilyDoctor: '从家医居民添加',
  tabFromHypertension: '从高血压项目添加',
  searchResidentName: '请输入居民姓名',
  doneCount: (count: number) => `完成(${count})`,
  /** Points detail and rules. */
  pointsDetailTitle: '积分明细',
  pointsRulesTitle: '积分规则',
  consumePoints: '消费积分',
  pointsGained: '获得积分',
  pointsUsed: '使用积分',
  pointsExpired: '已过期',
  /** Forms: a value a named validator refused. */
  invalidValue: '格式不正确',
  /** The developer-tools panel (SPEC §1, §5: the path input must start with /). */
  devtools: {
    open: '调试',
    environment: '接口环境',
    jump: '页面跳转',
    go: '前往',
    badPath: '没有pathname或者pathname不合法',
    faults: '接口故障注入',
    none: '正常',
    clearAll: '全部恢复',
  },
} as const
