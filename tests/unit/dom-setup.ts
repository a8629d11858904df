import { cleanup, configure } from '@testing-library/react'
import { webcrypto } from 'node:crypto'
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web'
import { afterEach, vi } from 'vitest'

// The `dom` project's setup (vitest.config.ts): every `.test.tsx` file and every `.test.ts` file marked
// `// @vitest-environment jsdom` runs under jsdom with this. The `unit` project (node) loads nothing.

// Each file's jsdom lives in a VM context of a shared worker (pool vmThreads): it lacks Node's Web Crypto and
// streams, which the API client (signatures) and msw use.
if (!('subtle' in globalThis.crypto)) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle })
for (const [name, value] of Object.entries({ ReadableStream, TransformStream, WritableStream }))
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value, writable: true, configurable: true })

// Tell React this is a test environment, so act() works without warnings.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// CI machines have two cores shared by parallel test files: give findBy/waitFor room before calling it a failure.
configure({ asyncUtilTimeout: 5000 })
// Vitest's own vi.waitFor (1 s unless told) has no such setting: the same room, unless a test asks for its own. A
// picker's options and a list's next page each missed the 1 s once under CI's load (2026-12-01), beside ESLint.
const waitFor = vi.waitFor.bind(vi)
vi.waitFor = (callback, options) => waitFor(callback, typeof options === 'number' ? options : { timeout: 5000, ...options })

// What one test drew or stored is gone before the next (the embedded backend keeps its world in localStorage).
afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
})
