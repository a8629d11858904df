// What a badge shows: a number over max as "max+" (99+), nothing for 0 or empty, a text as written.
export const DEFAULT_MAX = 99

export function badgeContent(content: number | string | undefined, max = DEFAULT_MAX): string | undefined {
  if (content === undefined || content === '') return undefined
  if (typeof content === 'string' && !/^\s*-?\d+(\.\d+)?\s*$/.test(content)) return content
  const amount = Number(content)
  if (amount <= 0) return undefined
  return amount > max ? `${max}+` : String(amount)
}
