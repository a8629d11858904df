// The native apps' bridge (SPEC §4, §5, §9), typed. The doctor app (dzj) and the resident apps (ysy, ysy_nx)
// inject `window.DzjNativeBridge` into their webview; the spec does not show its shape, so this is ours (see
// src/api/ASSUMPTIONS.md): each method answers a promise. The fake bridge (fake-bridge.ts) has the same shape.
import { detectHost, isNativeApp, nativeVersion, type HostKind } from './host'
import { versionAtLeast } from './versions'
import { LOCAL_KEYS } from './storage-keys'

export interface NativeBridge {
  /** The app's version, dotted (8.2.2). */
  getAppVersion: () => Promise<string>
  /** The device's id, from the apps that can read it (from 8.2.2 and 5.2.4). */
  getDeviceId: () => Promise<string>
}

declare global {
  interface Window {
    DzjNativeBridge?: NativeBridge
  }
}

/** The native login page (SPEC §2), which the app takes over; only versions from these have it (SPEC §9). */
export const NATIVE_LOGIN_PATH = '/login/loginWeb?isMustLogin=true'
export const NATIVE_LOGIN_MIN_VERSION: Partial<Record<HostKind, string>> = { dzj: '3.1.0', ysy: '6.1.0', ysy_nx: '6.1.0' }
/** The page a too-old app is sent to (SPEC §8). */
export const APP_VERSION_PATH = '/up/app/version'
/** From these versions the device id is read from the app instead of made here (SPEC §9). */
export const NATIVE_DEVICE_ID_FROM: Partial<Record<HostKind, string>> = { dzj: '8.2.2', ysy: '5.2.4', ysy_nx: '5.2.4' }
/** How long the loader waits for a bridge that does not answer before going on with the user agent's version. */
export const BRIDGE_WAIT_MS = 1500

let knownVersion: string | undefined

/** The app's version: the bridge's once asked (awaitBridgeVersion), else the user agent's; undefined outside the apps. */
export function appVersion(): string | undefined {
  return isNativeApp() ? (knownVersion ?? nativeVersion()) : undefined
}

function withinWait<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]).catch(() => undefined)
}

/**
 * Inside a native app, ask the bridge for its version (the shell's loader waits for this, SPEC §4) and, from the
 * versions that can, the device id, which then goes out as Device-Id. Outside the apps it answers at once.
 */
export async function awaitBridgeVersion(host: HostKind = detectHost(), wait = BRIDGE_WAIT_MS): Promise<string | undefined> {
  if (!isNativeApp(host)) return undefined
  const bridge = window.DzjNativeBridge
  const version = bridge ? await withinWait(bridge.getAppVersion(), wait) : undefined
  knownVersion = version || nativeVersion()
  const deviceFrom = NATIVE_DEVICE_ID_FROM[host]
  if (bridge && deviceFrom && versionAtLeast(knownVersion, deviceFrom)) {
    const id = await withinWait(bridge.getDeviceId(), wait)
    if (id) localStorage.setItem(LOCAL_KEYS.deviceId, id)
  }
  return knownVersion
}

/**
 * Where a logged-out visitor inside a native app logs in: the app's own login page when its version has one,
 * the "version too low" page when it is older (or unknown); undefined where the app has none (web login).
 */
export function nativeLoginPath(host: HostKind = detectHost(), version = appVersion()): string | undefined {
  const minimum = NATIVE_LOGIN_MIN_VERSION[host]
  if (!minimum) return undefined
  return versionAtLeast(version, minimum) ? NATIVE_LOGIN_PATH : APP_VERSION_PATH
}

/** For tests: forget the version the bridge told. */
export function forgetBridgeVersion(): void {
  knownVersion = undefined
}
