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
    const value = JSON.parse(text) as Partial<Written>
    return { title: String(value.title ?? ''), coverUrl: String(value.coverUrl ?? ''), content: String(value.content ?? '') }
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
