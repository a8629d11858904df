// The playground's text, kept in this browser's local storage on every change, so nothing typed is lost on a
// reload (or when a pressed button in the preview leaves the page).
const KEY = 'edu.debug.playground'

export function readStoredText(): string | null {
  try {
    return localStorage.getItem(KEY)
  } catch {
    // Storage refused (a private window, say): the playground still works, without keeping the text.
    return null
  }
}

export function storeText(text: string): void {
  try {
    localStorage.setItem(KEY, text)
  } catch {
    // Full or refused: the text stays in the editor; nothing to tell beyond that.
  }
}
