// The draft: the answers and the page reached, kept on this device on every change so a reload, a closed tab or
// a failed submit loses nothing; cleared once the questionnaire is submitted. Keyed by node and questionnaire.
import type { Answers } from '../../src/shared-logic/questionnaire'

export interface Draft {
  answers: Answers
  page: number
}

export const draftKey = (nodeId: string, questionnaireId: string): string => `edu.questionnaire.${nodeId}.${questionnaireId}`

export function readDraft(storage: Storage, key: string): Draft | undefined {
  try {
    const saved = JSON.parse(storage.getItem(key) ?? 'null') as unknown
    if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return undefined
    const { answers, page } = saved as Record<string, unknown>
    if (!answers || typeof answers !== 'object' || Array.isArray(answers)) return undefined
    return { answers: answers as Answers, page: Number.isInteger(page) ? (page as number) : 0 }
  } catch {
    return undefined // unreadable (another app version wrote it): start afresh
  }
}

export function writeDraft(storage: Storage, key: string, draft: Draft): void {
  try {
    storage.setItem(key, JSON.stringify(draft))
  } catch {
    // A full or blocked storage only loses the draft, never what is on screen.
  }
}

export function clearDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key)
  } catch {
    // Nothing to keep tidy then.
  }
}
