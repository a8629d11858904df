// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFakeApp } from './fake-bridge'
import { detectHost, nativeVersion } from './host'
import { APP_VERSION_PATH, NATIVE_LOGIN_PATH, appVersion, awaitBridgeVersion, forgetBridgeVersion, nativeLoginPath } from './native-bridge'
import { deviceId } from './device'
import { versionAtLeast } from './versions'

let uninstall: (() => void) | undefined
afterEach(() => {
  uninstall?.()
  uninstall = undefined
  forgetBridgeVersion()
  localStorage.clear()
  vi.useRealTimers()
})

describe('dotted version comparison', () => {
  it.each([
    ['3.1.0', '3.1.0', true],
    ['3.1', '3.1.0', true],
    ['3.0.9', '3.1.0', false],
    ['3.10.0', '3.9.0', true],
    ['6.0.12', '6.1.0', false],
    ['10.0.0', '8.2.2', true],
    [undefined, '3.1.0', false],
    ['', '3.1.0', false],
  ])('%s against %s is %s', (version, minimum, satisfied) => {
    expect(versionAtLeast(version, minimum)).toBe(satisfied)
  })
})

describe('the fake bridge plays each app and version', () => {
  it('is seen as that app, with its version', async () => {
    uninstall = installFakeApp({ app: 'ysy', version: '6.1.0' })
    expect(detectHost()).toBe('ysy')
    expect(nativeVersion()).toBe('6.1.0')
    expect(await awaitBridgeVersion()).toBe('6.1.0')
    expect(appVersion()).toBe('6.1.0')
  })

  it('a doctor app below 3.1.0 logs in through the version-too-low page; from 3.1.0 through its own login page', async () => {
    uninstall = installFakeApp({ app: 'dzj', version: '3.0.9' })
    await awaitBridgeVersion()
    expect(nativeLoginPath()).toBe(APP_VERSION_PATH)
    uninstall()
    uninstall = installFakeApp({ app: 'dzj', version: '3.1.0' })
    await awaitBridgeVersion()
    expect(nativeLoginPath()).toBe(NATIVE_LOGIN_PATH)
  })

  it('a resident app needs 6.1.0 for its login page', async () => {
    uninstall = installFakeApp({ app: 'ysy', version: '6.0.9' })
    await awaitBridgeVersion()
    expect(nativeLoginPath()).toBe(APP_VERSION_PATH)
  })

  it('outside the apps there is no native login page and no version', async () => {
    expect(await awaitBridgeVersion()).toBeUndefined()
    expect(nativeLoginPath()).toBeUndefined()
    expect(appVersion()).toBeUndefined()
  })
})

describe('the device id', () => {
  it('is read from the doctor app from 8.2.2', async () => {
    uninstall = installFakeApp({ app: 'dzj', version: '8.2.2', deviceId: 'NATIVE-DZJ-ID' })
    await awaitBridgeVersion()
    expect(deviceId()).toBe('NATIVE-DZJ-ID')
  })

  it('is read from the resident app from 5.2.4, and made here below it', async () => {
    uninstall = installFakeApp({ app: 'ysy', version: '5.2.4', deviceId: 'NATIVE-YSY-ID' })
    await awaitBridgeVersion()
    expect(deviceId()).toBe('NATIVE-YSY-ID')
    uninstall()
    localStorage.clear()
    uninstall = installFakeApp({ app: 'ysy', version: '5.2.3', deviceId: 'NATIVE-YSY-ID' })
    await awaitBridgeVersion()
    expect(deviceId()).toMatch(/^[A-Za-z0-9]{16}$/)
  })
})

describe('the loader waits for the bridge', () => {
  it('but not for ever: a silent bridge gives way to the user agent version after 1500 ms', async () => {
    vi.useFakeTimers()
    uninstall = installFakeApp({ app: 'dzj', version: '8.2.2' })
    window.DzjNativeBridge = { getAppVersion: () => new Promise<string>(() => {}), getDeviceId: () => new Promise<string>(() => {}) }
    const waiting = awaitBridgeVersion()
    await vi.advanceTimersByTimeAsync(3000)
    expect(await waiting).toBe('8.2.2')
  })
})
