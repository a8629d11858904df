// `draft`: what is typed is kept on this device under the draft's key while the user writes, so a reload, a
// crash or a closed webview loses nothing; a successful submit drops it. Unlike `remember` (last submitted
// values, listed fields) a draft is every field, and only until it is sent.
import type { FormValues } from './validation/load-validator'
import type { ValuesStore } from './values-store'

export const draftKey = (key: string): string => `edu.form-draft.${key}`

/** How long typing may pause before the draft is written (a keystroke never waits on storage). */
export const DRAFT_PAUSE_MS = 400

export function readDraft(storage: Storage, key: string | undefined): FormValues {
  if (!key) return {}
  try {
    const saved = JSON.parse(storage.getItem(draftKey(key)) ?? '{}') as unknown
    return saved && typeof saved === 'object' && !Array.isArray(saved) ? (saved as FormValues) : {}
  } catch {
    return {} // unreadable (another app version wrote it): start from the form's own values
  }
}

export interface DraftKeeper {
  /** Drop the draft (the form was sent): nothing pending is written after. */
  drop: () => void
  stop: () => void
}

/** Write the store's values under the key once typing pauses, and at once when the page is hidden or left. */
export function keepDraft(storage: Storage, key: string, store: ValuesStore): DraftKeeper {
  let timer: ReturnType<typeof setTimeout> | undefined
  let dirty = false
  const write = () => {
    clearTimeout(timer)
    if (!dirty) return
    dirty = false
    try {
      storage.setItem(draftKey(key), JSON.stringify(store.get()))
    } catch {
      // A full or blocked storage only loses the draft, never what is on screen.
    }
  }
  const stop = store.subscribeAll(() => {
    dirty = true
    clearTimeout(timer)
    timer = setTimeout(write, DRAFT_PAUSE_MS)
  })
  const onHide = () => write()
  window.addEventListener('pagehide', onHide)
  document.addEventListener('visibilitychange', onHide)
  return {
    drop() {
      clearTimeout(timer)
      dirty = false
      storage.removeItem(draftKey(key))
    },
    stop() {
      write()
      stop()
      window.removeEventListener('pagehide', onHide)
      document.removeEventListener('visibilitychange', onHide)
    },
  }
}
