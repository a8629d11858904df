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
  it('exits 1 and prints every problem of a bad screen in Chinese at file:line:column, 0 for a good one', async () => {
    const file = 'tests/fixtures/screens-check/staff-mistakes.json'
    const bad = run('check', file)
    expect(bad.stdout).toBe(
      [
        `${file}:7:46 (/body/0/varient) 未知属性“varient”（是不是想写“variant”？）。改成这里允许的属性，或删掉它`,
        `${file}:8:23 (/body/1/text) 未知的文案键“retyr”（在 {{ t('retyr') }} 中）（是不是想写“retry”？）。改成 screens/wording.json 里已有的键，或先在那里加上它`,
        '1 个文件中有 1 个有问题，共 2 个问题',
        '',
      ].join('\n'),
    )
    expect(bad.status).toBe(1)
    const english = run('check', '--lang', 'en', file)
    expect(english.stdout).toContain(
      `${file}:7:46 (/body/0/varient) unknown property "varient" (did you mean "variant"?). Use a property allowed here, or remove it\n`,
    )
    const good = run('check', 'tests/fixtures/screens-check/valid.json')
    expect(good.stdout).toBe('通过：检查了 1 个文件，没有问题\n')
    expect(good.status).toBe(0)
  }, 60_000)

  it('prints the usage and exits 2 for an unknown verb', async () => {
    const result = run('frobnicate')
    expect(result.stderr).toContain('usage: npm run screens -- <verb>')
    expect(result.status).toBe(2)
  }, 30_000)

  it('prints the route table as JSON sorted by path, with auth, id and file', async () => {
    const { code, out } = await screens(['routes'], { env: { EDU_EXTRA_SCREENS: 'tests/fixtures/screens-check' } })
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
