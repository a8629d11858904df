// The builder's work in this browser's local storage, written on every change: the config text (what the JSON
// view shows; the form is drawn from it), which view was open, and the last draft's preview key for its token.
// Nothing typed is lost on a reload.
import { readStored, store } from '../staff/stored'

const KEY = 'edu.debug.builder'

export interface StoredBuilder {
  text: string
  view: 'form' | 'json'
  /** The preview key the service gave the last saved draft, and the token it is for. */
  preview?: { token: string; key: string }
}

export function readBuilder(): StoredBuilder | null {
  const raw = readStored(KEY)
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<StoredBuilder>
    return typeof value.text === 'string'
      ? { text: value.text, view: value.view === 'json' ? 'json' : 'form', preview: value.preview }
      : null
  } catch {
    return null
  }
}

export const storeBuilder = (value: StoredBuilder) => store(KEY, JSON.stringify(value))
