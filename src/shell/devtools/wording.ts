// The developer-tools panel's own words (SPEC §1, §5: the path input must start with /). Developer-facing, so
// not in the product's shared wording (screens/wording.json), which product staff edit for users.
export const devtoolsWording = {
  open: '调试',
  environment: '接口环境',
  mode: '模式',
  switched: '已切换接口环境：',
  inspect: '检查当前页面',
  jump: '页面跳转',
  go: '前往',
  badPath: '没有pathname或者pathname不合法',
  faults: '接口故障注入',
  none: '正常',
  clearAll: '全部恢复',
  nativeApp: '模拟原生 App',
  noApp: '不模拟',
  appVersion: '版本号',
  apply: '应用并刷新',
  events: '埋点事件',
  errors: '错误上报',
  nothingYet: '暂无',
  refresh: '刷新',
  clearCollected: '清空记录',
} as const
