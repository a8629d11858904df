// The Device-OS and Device-Id headers. The id is 16 random characters kept on this device.
import { currentUserAgent } from './host'
import { randomString } from './random'
import { LOCAL_KEYS } from './storage-keys'

export type DeviceOs = 'android' | 'ios' | 'h5'

export function deviceOs(userAgent = currentUserAgent()): DeviceOs {
  if (/android/i.test(userAgent)) return 'android'
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios'
  return 'h5'
}

export function deviceId(): string {
  const known = localStorage.getItem(LOCAL_KEYS.deviceId)
  if (known) return known
  const id = randomString()
  localStorage.setItem(LOCAL_KEYS.deviceId, id)
  return id
}
