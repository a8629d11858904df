// The draft a rich-text editor keeps in local storage, so a closed tab or a failed publish loses nothing.
export interface Written {
  title: string
  coverUrl: string
  content: string
}

const PREFIX = 'edu.draft.'

export function readDraft(key: string): Written | undefined {
  try {
    const text = localStorage.getItem(PREFIX + key)
    if (!text) return undefined
    // Whatever the storage holds is checked field by field: another version of the app may have written it.
    const value = JSON.parse(text) as Record<string, unknown>
    const field = (v: unknown) => (typeof v === 'string' ? v : '')
    return { title: field(value.title), coverUrl: field(value.coverUrl), content: field(value.content) }
  } catch {
    return undefined
  }
}

export function keepDraft(key: string, written: Written): void {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(written))
  } catch {
    // Storage full or unavailable: the text stays on the page and in the screen's state.
  }
}

export function dropDraft(key: string): void {
  try {
    localStorage.removeItem(PREFIX + key)
  } catch {
    // Nothing to drop.
  }
}
