import { describe, expect, it } from 'vitest'
import { addressForTry, failedModuleAddress, importAgainAfterFailure } from './import-again'

const CHROMIUM = new TypeError('Failed to fetch dynamically imported module: https://example.org/edu/assets/picture-De1LmB2S.js')
const FIREFOX = new TypeError('error loading dynamically imported module: https://example.org/edu/assets/picture-De1LmB2S.js')
const SAFARI = new TypeError('Importing a module script failed.')

describe('failedModuleAddress', () => {
  it('reads the address Chromium and Firefox name, and none from Safari or a stranger', () => {
    expect(failedModuleAddress(CHROMIUM)).toBe('https://example.org/edu/assets/picture-De1LmB2S.js')
    expect(failedModuleAddress(FIREFOX)).toBe('https://example.org/edu/assets/picture-De1LmB2S.js')
    expect(failedModuleAddress(SAFARI)).toBeUndefined()
    expect(failedModuleAddress(new Error('Failed to fetch dynamically imported module: not a url'))).toBeUndefined()
    expect(failedModuleAddress('Failed to fetch dynamically imported module: https://example.org/x.js')).toBeUndefined()
  })

  it('keeps an address’s own query and sets the try', () => {
    expect(addressForTry('https://example.org/x.js?v=1', 2)).toBe('https://example.org/x.js?v=1&again=2')
  })
})

describe('importAgainAfterFailure', () => {
  const picture = { shrinkPicture: () => 'data:' }

  it('asks for the file under a fresh address after each failure, and keeps the module once it came', async () => {
    const asked: string[] = []
    let loads = 0
    let online = false
    const load = importAgainAfterFailure(
      () => {
        loads++
        return Promise.reject(CHROMIUM)
      },
      (address) => {
        asked.push(address)
        return online ? Promise.resolve(picture) : Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${address}`))
      },
    )
    await expect(load()).rejects.toBe(CHROMIUM)
    await expect(load()).rejects.toThrow('again=1')
    online = true
    await expect(load()).resolves.toBe(picture)
    await expect(load()).resolves.toBe(picture)
    expect(loads).toBe(1)
    expect(asked).toEqual([
      'https://example.org/edu/assets/picture-De1LmB2S.js?again=1',
      'https://example.org/edu/assets/picture-De1LmB2S.js?again=2',
    ])
  })

  it('tries the first way again where the browser named no address', async () => {
    let loads = 0
    const load = importAgainAfterFailure(
      () => (++loads === 1 ? Promise.reject(SAFARI) : Promise.resolve(picture)),
      () => Promise.reject(new Error('not asked')),
    )
    await expect(load()).rejects.toBe(SAFARI)
    await expect(load()).resolves.toBe(picture)
    expect(loads).toBe(2)
  })
})
