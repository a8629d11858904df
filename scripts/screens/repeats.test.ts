// `screens check` warns where a piece of config of 300+ characters is copied, at each place, naming the others.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { schemasDir } from '../lib/schema-files.ts'
import { displayName } from './files.ts'
import { formatted } from './prettier.ts'
import { findRepeats, REPEAT_MIN_CHARS, shapeOf } from './repeats.ts'
import { screens } from './test-io.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'screens-repeats-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

async function write(file: string, body: unknown[]) {
  const absolute = join(dir, file)
  mkdirSync(dirname(absolute), { recursive: true })
  const id = file.replace(/\.json$/, '')
  const config = {
    $schema: relative(dirname(absolute), join(schemasDir, 'screen.schema.json')),
    id,
    routes: [{ path: `/${id}`, auth: 'none' }],
    body,
  }
  writeFileSync(absolute, await formatted(absolute, JSON.stringify(config, null, 2)))
  return displayName(absolute)
}

// A like/favourite/share bar as the detail screens had it: well over 300 characters.
const bar = {
  type: 'stack',
  direction: 'horizontal',
  gap: 12,
  body: ['点赞', '收藏', '分享'].map((text) => ({
    type: 'button',
    text,
    fill: 'outline',
    press: [{ action: 'toast', text: `已${text}` }, { action: 'reload' }],
  })),
}
// The same bar with its keys in another order: still a copy.
const shuffled = { body: bar.body, gap: 12, direction: 'horizontal', type: 'stack' }

describe('repeated pieces of config', () => {
  it('warns at both places of a copied bar, naming the other and suggesting a node preset', async () => {
    expect(shapeOf(bar).length).toBeGreaterThanOrEqual(REPEAT_MIN_CHARS)
    const a = await write('a.json', [{ type: 'text', text: '甲' }, bar])
    const b = await write('b.json', [shuffled])
    const { code, out } = await screens(['check', '--lang', 'en'], { screensDir: dir })
    const size = shapeOf(bar).length
    const advice = `Make them a node preset (screens/presets/nodes.json, with "params" for what differs) and write { "type": "preset", "name": ..., "with": { ... } } in each place`
    expect(out).toEqual([
      `${a}:15:5 (/body/1) warning: these nodes (${size} characters) are the same as at ${b}:11:5 (/body/0). ${advice}`,
      `${b}:11:5 (/body/0) warning: these nodes (${size} characters) are the same as at ${a}:15:5 (/body/1). ${advice}`,
      'OK: 2 files checked, no problems',
      '2 warnings (copied config: gone once it is a preset)',
    ])
    // A warning does not fail the check, unless asked (npm test asks).
    expect(code).toBe(0)
    expect((await screens(['check', '--strict'], { screensDir: dir })).code).toBe(1)
  })

  it('is silent on one copy, on copies under 300 characters, and on near-copies', async () => {
    const short = { type: 'text', text: '短' }
    await write('a.json', [bar, short])
    await write('b.json', [{ ...bar, body: [...bar.body.slice(0, 2), { ...bar.body[2], text: '转发' }] }, short])
    const { code, out } = await screens(['check', '--strict', '--lang', 'en'], { screensDir: dir })
    expect(out).toEqual(['OK: 2 files checked, no problems'])
    expect(code).toBe(0)
  })

  it('names only the largest copy, and a smaller piece again only where it also stands alone', () => {
    const card = { type: 'card', body: [bar, { type: 'text', text: '卡片正文'.repeat(20) }] }
    const source = (file: string, body: unknown[]) => ({ file, text: JSON.stringify({ body: [...body, { type: 'text', text: file }] }) })
    const one = findRepeats([source('a.json', [card]), source('b.json', [card])])
    expect(one.map((r) => r.places.map((p) => `${p.file}${p.path}`))).toEqual([['a.json/body/0', 'b.json/body/0']])
    const two = findRepeats([source('a.json', [card]), source('b.json', [card]), source('c.json', [bar])])
    // Largest total first: the bar stands three times.
    expect(two.map((r) => r.places.map((p) => `${p.file}${p.path}`))).toEqual([
      ['a.json/body/0/body/0', 'b.json/body/0/body/0', 'c.json/body/0'],
      ['a.json/body/0', 'b.json/body/0'],
    ])
  })
})
