// The API client and start-up (the address read, the signing key: SPEC §4), begun as the entry's first lines run.
// main.tsx imports this module first, so it is evaluated before React, React DOM and the rest of the shell: a first
// visit's signing key is asked for then, not once the whole entry has been evaluated (230 to 260 ms on the bench's
// phone, four times slower than this machine), and the screen's data, which waits for the key, goes out sooner.
import { createApiClient, type ApiClient, type Notify } from '../api'
import { configuredApiBase, currentEnvironment } from '../platform'
import { createApiSession, startup } from '../session'
import { beginFrameAsks, type FrameAsks } from './frame-asks'
import { loadMockBackend } from './mock-backend'
import { showToast } from './toast'

export const notify: Notify = ({ text, icon, duration }) => void showToast({ text, icon, duration })

export interface ApiStart {
  api: ApiClient
  /** What the shell's loader waits for (startup in src/session); rejects when the key cannot be had. */
  startupDone: Promise<void>
  /** What the page's frame asks for (its route's guard, its screen's calls), begun with start-up (frame-asks.ts). */
  asks: FrameAsks
}

/** The app's one API client, its start-up under way. */
export function startApi(): ApiStart {
  const api = createApiClient({ notify, session: createApiSession(notify, (url) => window.location.replace(url)) })
  const startupDone = startup(api)
  // Reported once the engine is there (start-shell.ts); handled now, so a failure before then is not an unhandled one.
  startupDone.catch(() => undefined)
  return { api, startupDone, asks: beginFrameAsks(document.getElementById('root'), api, notify) }
}

/**
 * Begun now, unless the embedded backend must start first (it answers the calls, main.tsx): in a build for a real
 * backend, or one whose environment's API address is configured.
 */
export const apiBegun: ApiStart | undefined = loadMockBackend && !configuredApiBase(currentEnvironment()) ? undefined : beginQuietly()

/** A throw here would stop the entry before main.tsx could show why: main.tsx then begins again, and shows it. */
function beginQuietly(): ApiStart | undefined {
  try {
    return startApi()
  } catch {
    return undefined
  }
}
