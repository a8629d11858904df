// Form wording given by SPEC.md in Chinese, word for word (§5, §2).
export const formWording = {
  /** §5: the default placeholder of every picker. */
  choose: '请选择',
  /** §5: a street picked before an area. */
  areaFirst: '请先选择所在地',
  /** §5: a committee picked before a street. */
  streetFirst: '请先选择所在街道/镇',
} as const

/** §5: the default date format. */
export const DATE_FORMAT = 'YYYY-MM-DD'
