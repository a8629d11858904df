// Issue 33, finding 7, replayed as a build: a build for a real backend (VITE_API_BASE) carries no embedded
// backend (no chunk of it: its state key, its signing key, its demo people's ID numbers are nowhere), no mock
// service worker and no /debug routes (developer tools are not enabled for it), and its Content-Security-Policy
// lets the chat socket connect to its host and pictures load from the configured image host only.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { root } from '../../scripts/lib/schema-files.ts'
import { DEMO_DOCTOR, DEMO_RESIDENT } from '../../src/mock-api/seed/accounts.ts'
import { SIGNING_KEY } from '../../src/mock-api/seed/settings.ts'

const outDir = 'dist-security-real-api'
const out = join(root, outDir)

/** Every file of the build with its text. */
function files(dir = out): Array<{ path: string; text: string }> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? files(path) : [{ path: path.slice(out.length + 1), text: readFileSync(path, 'latin1') }]
  })
}

let built: Array<{ path: string; text: string }> = []

beforeAll(() => {
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        VITE_API_BASE: 'https://api.example.com/edu/api',
        VITE_WS_HOST: 'wss://chat.example.com',
        VITE_IMAGE_HOSTS: 'cdn.example.cn',
        VITE_DEV_TOOLS: '',
      },
      encoding: 'utf8',
    },
  )
  if (result.status !== 0) throw new Error(`the real-API build failed:\n${result.stdout}\n${result.stderr}`)
  built = files()
}, 300_000)

afterAll(() => rmSync(out, { recursive: true, force: true }))

const containing = (needle: string) => built.filter((f) => f.text.includes(needle)).map((f) => f.path)

describe('a build for a real backend', () => {
  it('has no embedded backend: no state key, signing key or demo ID numbers in any file', () => {
    expect(built.length).toBeGreaterThan(10)
    expect(containing('edu.mock-api.state')).toEqual([])
    expect(containing(SIGNING_KEY.key)).toEqual([])
    expect(containing(DEMO_RESIDENT.userCode)).toEqual([])
    expect(containing(DEMO_DOCTOR.userCode)).toEqual([])
  })

  it('has no mock service worker', () => {
    expect(existsSync(join(out, 'mockServiceWorker.js'))).toBe(false)
    expect(existsSync(join(out, 'mock-worker.js'))).toBe(false)
    // public/README.md (copied as is) names the file; no code does.
    expect(containing('mockServiceWorker').filter((path) => path !== 'README.md')).toEqual([])
  })

  it('has no /debug routes and no 调试 panel, its developer tools not being enabled', () => {
    expect(containing('/debug/playground')).toEqual([])
    expect(containing('/debug/pasted')).toEqual([])
  })

  it('lets the chat socket and the API connect, and pictures load from the configured host only', () => {
    const html = readFileSync(join(out, 'index.html'), 'utf8')
    const csp = (/http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '').replace(/&#39;/g, "'")
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))
    expect(directive('connect-src')).toBe("connect-src 'self' https://api.example.com wss://chat.example.com")
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https://cdn.example.cn")
  })
})
