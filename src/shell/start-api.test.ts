// @vitest-environment jsdom
// A first visit's signing key is asked for as the entry's first lines run, where no embedded backend must start
// first to answer it.
import { afterEach, describe, expect, it, vi } from 'vitest'

/** start-api.ts evaluated in a build whose API address is `apiBase` ('' for none: the embedded backend's). */
async function evaluatedWith(apiBase: string) {
  vi.stubEnv('VITE_API_BASE', apiBase)
  const fetch = vi.fn((_url: RequestInfo | URL) => new Promise<Response>(() => undefined))
  vi.stubGlobal('fetch', fetch)
  const { apiBegun } = await import('./start-api')
  return { apiBegun, asked: fetch.mock.calls.map(([url]) => new URL(String(url)).pathname) }
}

afterEach(() => {
  vi.doUnmock('./toast')
  vi.doUnmock('./report')
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  vi.resetModules()
  localStorage.clear()
})

describe('start-api', () => {
  it('asks for the signing key as it is evaluated when the API address is configured', async () => {
    const { apiBegun, asked } = await evaluatedWith('https://api.example.com/edu/api')
    expect(apiBegun).toBeDefined()
    expect(asked).toEqual(['/edu/api/reabs/config/list'])
  })

  it('asks for nothing while the embedded backend has yet to start (main.tsx begins after it)', async () => {
    const { apiBegun, asked } = await evaluatedWith('')
    expect(apiBegun).toBeUndefined()
    expect(asked).toEqual([])
  })

  it("reports a failure's toast whose code cannot be fetched, rather than leaving it unhandled", async () => {
    const offline = new Error('Failed to fetch dynamically imported module')
    const reportError = vi.fn()
    vi.doMock('./toast', () => ({ showToast: () => Promise.reject(offline) }))
    vi.doMock('./report', () => ({ reportError }))
    const { notify } = await import('./start-api')
    notify({ text: '网络连接异常，请检查您的网络连接！' })
    await vi.waitFor(() => expect(reportError).toHaveBeenCalledWith(offline))
  })
})
