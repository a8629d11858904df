// What each host does when the page is hidden or shown again (SPEC §4: "visibility change runs a host-specific
// hook", details not shown). Ours: inside the native apps the user may log in or out on a native page while this
// one is hidden, so a page shown again with a different login state starts over; other hosts do nothing.
import { detectHost, isNativeApp, type HostKind } from '../platform/host'
import { isLoggedIn } from './login-state'

export type VisibilityHook = (visible: boolean) => void

export function visibilityHook(host: HostKind = detectHost(), reload: () => void = () => location.reload()): VisibilityHook {
  if (!isNativeApp(host)) return () => undefined
  let loggedInWhenHidden = isLoggedIn()
  return (visible) => {
    if (!visible) loggedInWhenHidden = isLoggedIn()
    else if (isLoggedIn() !== loggedInWhenHidden) reload()
  }
}
