// Calls sent as a beacon when the page goes away (usage events, error reports): navigator.sendBeacon carries
// no headers, so such calls are unsigned in the catalogue, and the payload carries what the headers would.
import { apiBase, configuredApiBase } from '../platform/api-base'
import { currentEnvironment } from '../platform/environment'
import { wireOf } from './call-wire'
import type { CallName } from '../generated/api'

export { apiBase }

/** Whether calls go to the embedded backend (no address configured for the current environment). */
export function embeddedBackend(): boolean {
  return !configuredApiBase(currentEnvironment())
}

/** The full address of an unsigned POST call without path placeholders. */
export function beaconUrl(name: CallName, base = apiBase()): string {
  return `${base}${wireOf(name).path}`
}

/**
 * Send a JSON payload that must survive the page going away: sendBeacon where there is one, else a keepalive
 * fetch. With the embedded backend a plain fetch: its service worker never sees beacons (seen in Chromium), and
 * it answers through a page of the app, so a request kept alive past its page can meet no page to answer it and
 * go on to the static server (a 404 for /api/monitor/error/report once failed a browser test across a reload);
 * a plain fetch ends with its page. Answers whether the browser took it.
 */
export function sendBeacon(url: string, payload: unknown, embedded = embeddedBackend()): boolean {
  const body = JSON.stringify(payload)
  if (!embedded && typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    return navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))
  }
  if (typeof fetch !== 'function') return false
  void fetch(url, { method: 'POST', body, keepalive: !embedded, headers: { 'Content-Type': 'application/json' } }).catch(() => undefined)
  return true
}
