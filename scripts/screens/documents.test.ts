// screens/ also holds shared documents (the action presets); check knows them by their "$schema", checks
// them against their own schema, keeps them out of the route table, and checks preset names across files.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { namesIn, schemasDir } from '../lib/schema-files.ts'
import { displayName } from './files.ts'
import { formatted } from './prettier.ts'
import { screens, writeScreenFile } from './test-io.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'screens-docs-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const write = (file: string, value: Record<string, unknown>, schema?: string) => writeScreenFile(dir, file, value, schema)

const page = (id: string, press: unknown) => ({
  id,
  routes: [{ path: `/${id}`, auth: 'none' }],
  body: [{ type: 'button', text: '去', press }],
})

describe('shared documents in screens/', () => {
  it('checks a presets file against its own schema and a screen using its presets', async () => {
    await write(
      'presets/actions.json',
      { presets: { insufficientPoints: { action: 'dialog', content: '积分不足', then: { action: 'back' } } } },
      'action-presets.schema.json',
    )
    await write('shop.json', page('shop', { action: 'preset', name: 'insufficientPoints' }))
    expect(await screens(['check', '--lang', 'en'], { screensDir: dir })).toEqual({
      code: 0,
      out: ['OK: 2 files checked, no problems'],
      err: [],
    })
    expect(JSON.parse((await screens(['routes'], { screensDir: dir })).out.join('\n'))).toEqual([
      { path: '/shop', auth: 'none', id: 'shop', file: displayName(join(dir, 'shop.json')) },
    ])
  })

  it('reports mistakes inside a presets file by its own schema and the action schemas', async () => {
    const file = await write(
      'presets/actions.json',
      { presets: { 'bad-name': { action: 'toast' }, ok: { action: 'jump' } } },
      'action-presets.schema.json',
    )
    expect((await screens(['check', '--lang', 'en'], { screensDir: dir })).out).toEqual([
      `${file}:4:5 (/presets/bad-name) the name "bad-name" must start with a letter, followed by letters, digits or _. Rewrite it so`,
      `${file}:4:5 (/presets/bad-name) "text" is required. Add it here`,
      `${file}:8:7 (/presets/ok/action) unknown action "jump" (known: ${namesIn('actions').join(', ')}). Use an action that exists`,
      '3 problems in 1 of 1 file',
    ])
  })

  it('reports a preset name no presets file defines', async () => {
    await write('presets/actions.json', { presets: { insufficientPoints: { action: 'back' } } }, 'action-presets.schema.json')
    const file = await write(
      'shop.json',
      page('shop', [
        { action: 'toast', text: 'x' },
        { action: 'preset', name: 'insufficentPoints' },
      ]),
    )
    expect((await screens(['check', '--lang', 'en'], { screensDir: dir })).out).toEqual([
      `${file}:21:11 (/body/0/press/1/name) unknown preset "insufficentPoints" (did you mean "insufficientPoints"?). Use a name defined in screens/presets/`,
      '1 problem in 1 of 2 files',
    ])
  })

  it('checks node presets by their own kind: a node preset is not an action preset', async () => {
    await write('presets/actions.json', { presets: { insufficientPoints: { action: 'back' } } }, 'action-presets.schema.json')
    await write(
      'presets/nodes.json',
      { presets: { contentCard: [{ type: 'text', text: '{{ item.title }}' }] } },
      'node-presets.schema.json',
    )
    const file = await write('feed.json', {
      id: 'feed',
      routes: [{ path: '/feed', auth: 'none' }],
      body: [
        { type: 'preset', name: 'contentCard' },
        { type: 'preset', name: 'contentCrad' },
        { type: 'preset', name: 'insufficientPoints' },
      ],
    })
    expect((await screens(['check', '--lang', 'en'], { screensDir: dir })).out).toEqual([
      `${file}:17:7 (/body/1/name) unknown preset "contentCrad" (did you mean "contentCard"?). Use a name defined in screens/presets/`,
      `${file}:21:7 (/body/2/name) unknown preset "insufficientPoints" (known: contentCard). Use a name defined in screens/presets/`,
      '2 problems in 1 of 3 files',
    ])
  })

  it('reports a $schema that does not lead to the schema, with the path that would', async () => {
    const file = await write('area/page.json', page('area/page', { action: 'back' }))
    const absolute = join(dir, 'area/page.json')
    writeFileSync(
      absolute,
      await formatted(absolute, JSON.stringify({ $schema: '../schemas/screen.schema.json', ...page('area/page', { action: 'back' }) })),
    )
    const wanted = relative(join(dir, 'area'), join(schemasDir, 'screen.schema.json'))
    expect((await screens(['check', '--lang', 'en'], { screensDir: dir })).out).toEqual([
      `${file}:2:3 (/$schema) must lead from this file to schemas/screen.schema.json. Write "${wanted}"`,
      '1 problem in 1 of 1 file',
    ])
  })
})
