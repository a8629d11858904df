// A fake native app for the 调试 panel, tests and Storybook: it plays the doctor or resident app at any version.
// It adds the app's user-agent marker (host.ts reads it) and installs a bridge of the real shape. The panel's
// choice is kept for the tab (sessionStorage) and put back by the embedded backend at start, so a real-backend
// build never plays an app.
import type { HostKind } from './host'
import type { NativeBridge } from './native-bridge'

export type FakeAppKind = Extract<HostKind, 'dzj' | 'ysy' | 'ysy_nx' | 'bayitong' | 'dm'>

export interface FakeApp {
  app: FakeAppKind
  version: string
  /** What getDeviceId answers; default a fixed fake id. */
  deviceId?: string
}

/** The user-agent marker of each app (host.ts HOST_MARKERS). */
const MARKERS: Record<FakeAppKind, string> = { dzj: 'dzj', ysy: 'ysy', ysy_nx: 'ysy_nx', bayitong: 'bayitong', dm: 'dzj_meeting' }
const STORE_KEY = 'eduFakeApp'

declare global {
  interface Window {
    /** Set only by the fake bridge: appended to navigator.userAgent by host detection. */
    __eduFakeUserAgent?: string
  }
}

export function fakeBridge({ version, deviceId = 'FAKEDEVICE000001' }: FakeApp): NativeBridge {
  return { getAppVersion: async () => version, getDeviceId: async () => deviceId }
}

/** Play an app until uninstalled (the returned function). */
export function installFakeApp(app: FakeApp): () => void {
  window.DzjNativeBridge = fakeBridge(app)
  window.__eduFakeUserAgent = `${MARKERS[app.app]}/${app.version}`
  return () => {
    delete window.DzjNativeBridge
    delete window.__eduFakeUserAgent
  }
}

/** The panel's choice for this tab; null stops playing. The page must reload to start over as that app. */
export function chooseFakeApp(app: FakeApp | null): void {
  if (app) sessionStorage.setItem(STORE_KEY, JSON.stringify(app))
  else sessionStorage.removeItem(STORE_KEY)
}

export function chosenFakeApp(): FakeApp | undefined {
  const raw = sessionStorage.getItem(STORE_KEY)
  if (!raw) return undefined
  try {
    const value = JSON.parse(raw) as Partial<FakeApp>
    return value.app && value.app in MARKERS && typeof value.version === 'string' ? (value as FakeApp) : undefined
  } catch {
    return undefined
  }
}

/** Called by the embedded backend at start: play the app chosen in the panel, if any. */
export function restoreFakeApp(): void {
  const app = chosenFakeApp()
  if (app) installFakeApp(app)
}
