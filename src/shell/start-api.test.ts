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
  vi.doUnmock('./feedback-impl')
  vi.doUnmock('./report')
  document.body.replaceChildren()
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

  it("shows a failure's message plainly when the toast's code cannot be fetched, and reports that, leaving nothing unhandled", async () => {
    const reportError = vi.fn()
    vi.doMock('./feedback-impl', () => {
      throw new Error('Failed to fetch dynamically imported module')
    })
    vi.doMock('./report', () => ({ reportError }))
    const { notify } = await import('./start-api')
    notify({ text: '网络连接异常，请检查您的网络连接！' })
    // The fetch's failure, once (Vitest hands it on wrapped in an error of its own).
    await vi.waitFor(() => expect(reportError).toHaveBeenCalledOnce())
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('网络连接异常，请检查您的网络连接！')
  })
})
