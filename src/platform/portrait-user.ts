// The health portrait can be opened for a family member (healthPortraitUserId, kept from the address). It
// belongs to the pages that show it: leaving the home, health, message-centre, family or research pages
// forgets it, so a later portrait is the user's own again (SPEC §2, shared header).
import { appPath } from './app-path'
import { SESSION_KEYS } from './storage-keys'

const PORTRAIT_AREAS: readonly RegExp[] = [
  /^\/(doctor|health)\/client\//, // the homes
  /^\/health(\/|$)/,
  /^\/(doctor\/)?messagecenter\//,
  /family_doctor\/|^\/family_doctor|^\/user\/family/,
  /research/,
]

export function isPortraitArea(pathname: string): boolean {
  const path = appPath(pathname)
  return PORTRAIT_AREAS.some((area) => area.test(path))
}

/** Forget the portrait's user when the app leaves one of those pages for another page. */
export function leavePage(from: string, to: string): void {
  if (from !== to && isPortraitArea(from)) sessionStorage.removeItem(SESSION_KEYS.healthPortraitUserId)
}
