// "did you mean" hints: most mistakes in hand-written configs are one or two letters off (colour, variatn).
import { said, type Value } from './words.ts'

function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.length]
}

/** The closest candidate (case-insensitive) within one edit for short names, two for longer ones, or undefined. */
export function closest(name: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined
  let bestDistance = Number.POSITIVE_INFINITY
  for (const c of candidates) {
    const d = distance(name.toLowerCase(), c.toLowerCase())
    const shorter = Math.min(name.length, c.length)
    if (d < bestDistance && d <= (shorter <= 4 ? 1 : 2) && d < shorter) {
      best = c
      bestDistance = d
    }
  }
  return best
}

/** "(did you mean …?)" when one candidate is close, else nothing. */
export function didYouMean(name: string, candidates: readonly string[]): Value {
  const hit = closest(name, candidates)
  return hit ? said('didYouMean', { name: hit }) : ''
}

/** A "did you mean" when one candidate is close, else the whole list: " (known: a, b, c)". */
export function hint(name: string, candidates: readonly string[]): Value {
  return didYouMean(name, candidates) || said('knownList', { list: candidates.join(', ') })
}

/** The candidate fewest edits away, however far (a wrong data path names where to look). */
export function nearest(name: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined
  let bestDistance = Number.POSITIVE_INFINITY
  for (const c of candidates) {
    const d = distance(name.toLowerCase(), c.toLowerCase())
    if (d < bestDistance) {
      best = c
      bestDistance = d
    }
  }
  return best
}

/** "did you mean" when one candidate is close, else the nearest one and the list. */
export function nearestHint(name: string, candidates: readonly string[]): Value {
  const near = nearest(name, candidates)
  if (!near) return ''
  return didYouMean(name, candidates) || said('nearestOf', { name: near, list: candidates.join(', ') })
}
