// The playground's own words. Written for the product staff who try configs here, so in Chinese; the problems
// themselves are the checker's (the same words `npm run screens -- check` prints).
export const playgroundWording = {
  title: '页面配置实时预览',
  intro:
    '在编辑框里写页面配置（JSON），手机框里随即显示它（宽屏在右边，窄屏在下方）；每个问题标在它所在的行。写好后复制到 screens/ 下的文件，再运行 npm run screens -- check。',
  editorLabel: '页面配置（JSON）',
  examples: '载入示例',
  questionnaire: '问卷',
  list: '列表',
  form: '表单',
  copy: '复制配置',
  copied: '已复制到剪贴板',
  copyFailed: '无法访问剪贴板，请在编辑框中全选后手动复制',
  reset: '恢复初始配置',
  replaceConfirm: '载入后，编辑框中现在的内容会被替换。继续吗？',
  problems: '配置问题',
  problemCount: '{n} 个问题，第一个在第 {line} 行：{message}',
  noProblems: '没有问题，手机框里显示的就是这份配置。',
  at: '第 {line} 行，第 {column} 列',
  preview: '预览（375 × 667）',
  stale: '配置有问题，手机框里仍显示上一次没有问题的版本。',
  nothingYet: '还没有可以显示的配置。',
  stayed: '预览中不离开本页：{where}',
  back: '返回上一页',
  navigateTo: '前往 {to}',
} as const

/** Fill {name} placeholders. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
