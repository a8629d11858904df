// @vitest-environment jsdom
// A first visit's signing key is asked for as the entry's first lines run, where no embedded backend must start
// first to answer it.
import { afterEach, describe, expect, it, vi } from 'vitest'

const keyAsked = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(([url]) => new URL(String(url)).pathname).filter((path) => path.endsWith('/config/list'))

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  vi.resetModules()
  localStorage.clear()
})

describe('start-api', () => {
  it('asks for the signing key as it is evaluated when the API address is configured', async () => {
    vi.stubEnv('VITE_API_BASE', 'https://api.example.com/edu/api')
    const fetch = vi.fn(() => new Promise<Response>(() => undefined))
    vi.stubGlobal('fetch', fetch)
    const { apiBegun } = await import('./start-api')
    expect(apiBegun).toBeDefined()
    expect(keyAsked(fetch)).toEqual(['/edu/api/reabs/config/list'])
  })

  it('asks for nothing while the embedded backend has yet to start (main.tsx starts the API after it)', async () => {
    vi.stubEnv('VITE_API_BASE', '')
    const fetch = vi.fn(() => new Promise<Response>(() => undefined))
    vi.stubGlobal('fetch', fetch)
    const { apiBegun } = await import('./start-api')
    expect(apiBegun).toBeUndefined()
    expect(fetch).not.toHaveBeenCalled()
  })
})
