// Engine wording the spec gives only in English (§8), in the natural Chinese a Chinese product shows.
export const wording = {
  failureTitle: '页面暂时无法访问',
  failureHint: '您可以尝试',
  refresh: '刷新',
  offline: '当前网络不可用,请检查网络后',
  configProblems: '页面配置有误',
  unknownNode: '未知的节点类型',
} as const
