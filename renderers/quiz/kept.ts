// The answers and the current question kept on the device under the node's `keep` key: a reload (or a webview
// the system killed) comes back to the same question with every answer.
import type { Answers } from './questions'

export interface Kept {
  answers: Answers
  current: number
}

export const keptKey = (key: string): string => `edu.quiz.${key}`

export function readKept(storage: Storage, key: string | undefined): Kept {
  const empty = { answers: {}, current: 0 }
  if (!key) return empty
  try {
    const saved = JSON.parse(storage.getItem(keptKey(key)) ?? 'null') as Partial<Kept> | null
    if (!saved || typeof saved !== 'object' || typeof saved.answers !== 'object' || saved.answers === null) return empty
    return { answers: saved.answers, current: typeof saved.current === 'number' ? saved.current : 0 }
  } catch {
    return empty
  }
}

export function writeKept(storage: Storage, key: string | undefined, kept: Kept): void {
  if (!key) return
  try {
    storage.setItem(keptKey(key), JSON.stringify(kept))
  } catch {
    // A full or blocked storage loses only what a reload would bring back.
  }
}
