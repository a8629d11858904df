// A file of its own, with no Node import: questionnaire-check.ts runs in the browser too (the live playground).
/** A questionnaire (a document of its own or written in a node) has pages and bands. */
export function isQuestionnaire(value: object): boolean {
  const q = value as { pages?: unknown; bands?: unknown }
  return Array.isArray(q.pages) && Array.isArray(q.bands)
}
