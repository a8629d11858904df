// What staff tools keep in this browser's local storage: the staff token (asked once, then remembered) and the
// host a phone reaches this machine at. Storage refused (a private window): the tools work, remembering nothing.
export const STAFF_TOKEN_KEY = 'edu.staff.token'
export const PREVIEW_HOST_KEY = 'edu.staff.previewHost'

export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

export function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Full or refused: the value stays on screen until a reload.
  }
}
