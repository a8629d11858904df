// The real command, as product staff run it: output and exit codes of `npm run screens -- <verb>`.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { root } from '../lib/schema-files.ts'
import { screens } from './test-io.ts'

const run = (...args: string[]) =>
  spawnSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/screens/cli.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, EDU_EXTRA_SCREENS: '' },
  })

describe('npm run screens', () => {
  it('exits 1 and prints the problem line for a bad screen, 0 for a good one', () => {
    const bad = run('check', 'tests/fixtures/screens-check/missing-schema-key.json')
    expect(bad.stdout).toContain('tests/fixtures/screens-check/missing-schema-key.json:/: "$schema" is required\n')
    expect(bad.status).toBe(1)
    const good = run('check', 'tests/fixtures/screens-check/valid.json')
    expect(good.stdout).toBe('OK: 1 file checked, no problems\n')
    expect(good.status).toBe(0)
  }, 30_000)

  it('prints the usage and exits 2 for an unknown verb', () => {
    const result = run('frobnicate')
    expect(result.stderr).toContain('usage: npm run screens -- <verb>')
    expect(result.status).toBe(2)
  }, 30_000)

  it('prints the route table as JSON sorted by path, with auth, id and file', () => {
    const { code, out } = screens(['routes'], { env: { EDU_EXTRA_SCREENS: 'tests/fixtures/screens-check' } })
    expect(code).toBe(0)
    const table = JSON.parse(out.join('\n')) as { path: string; auth: string; id: string; file: string }[]
    expect(table.map((r) => r.path)).toEqual([...table.map((r) => r.path)].sort())
    expect(table).toContainEqual({ path: '/home/noData', auth: 'none', id: 'home/no-data', file: 'screens/home/no-data.json' })
    expect(table).toContainEqual({
      path: '/fixture/valid/:code',
      auth: 'login',
      id: 'fixture/valid',
      file: 'tests/fixtures/screens-check/valid.json',
    })
    // A file that is not JSON still has a place in the table when its routes can be read.
    expect(table).toContainEqual({
      path: '/fixture/bad-json',
      auth: 'none',
      id: 'bad-json',
      file: 'tests/fixtures/screens-check/bad-json.json',
    })
  })
})
