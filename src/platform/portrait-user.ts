// The health portrait can be opened for a family member (healthPortraitUserId, kept from the address). It
// belongs to the pages that show it: leaving the home, health, message-centre, family or research pages
// forgets it, so a later portrait is the user's own again (SPEC §2, shared header). Which pages those are is
// each route's fact (leaveForgetsPortraitUser in its screen config), which the shell reads from the manifest.
import { SESSION_KEYS } from './storage-keys'

/**
 * The app leaves the page at `from` for `to` (their pathnames); `forgets` says whether the page left is one the
 * portrait user belongs to. The same page again is no leaving.
 */
export function leavePage(from: string, to: string, forgets: boolean): void {
  if (from !== to && forgets) sessionStorage.removeItem(SESSION_KEYS.healthPortraitUserId)
}
