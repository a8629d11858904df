// The screens plugin in a real Vite build and dev server on a throw-away project: one lazy chunk per screen,
// problems shipped as data (never a failed build), and a manifest that follows the screen files in dev.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { spawnSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import { build, createServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validatorFileName } from '../../renderers/form/validation/validator-file.ts'
import { frameOf, type LoadedScreen, type ScreenEntry } from '../../src/engine/loaded-screen.ts'
import { schemasDir } from '../lib/schema-files.ts'
import type { BundleReport } from './bundle-report.ts'
import { screensPlugin } from './screens-plugin.ts'

let project: string
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(project, file)), { recursive: true })
  writeFileSync(join(project, file), text)
}
const screen = (id: string, path: string, body: unknown[] = [{ type: 'text', text: id }]) =>
  JSON.stringify({ $schema: join(schemasDir, 'screen.schema.json'), id, routes: [{ path, auth: 'none' }], body })

const formSchema = (title: string) => ({ type: 'object' as const, properties: { name: { type: 'string' as const, title } } })
const formScreen = (id: string, path: string, title: string) =>
  screen(id, path, [{ type: 'form', id: 'f', schema: formSchema(title), submit: { action: 'toast', text: 'ok' } }])

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'screens-plugin-'))
  write('main.js', "export { screens } from 'virtual:edu-screens'\n")
  write('screens/forms/precompiled.json', formScreen('forms/precompiled', '/forms/precompiled', '姓名'))
  write('screens/forms/not-yet.json', formScreen('forms/not-yet', '/forms/not-yet', '电话'))
  // Only the first form's validator has been precompiled (npm run forms).
  write(`validators/${validatorFileName(formSchema('姓名'))}`, 'globalThis.validatorRan = true\nexport default {}\n')
  write('screens/home/no-data.json', screen('home/no-data', '/home/noData'))
  write(
    'screens/presets/nodes.json',
    JSON.stringify({
      $schema: join(schemasDir, 'node-presets.schema.json'),
      presets: {
        byline: [{ type: 'text', text: '陈立新' }],
        card: [
          {
            type: 'stack',
            body: [
              { type: 'preset', name: 'byline' },
              { type: 'button', text: '赞', press: { action: 'preset', name: 'likeThenThank' } },
            ],
          },
        ],
        unused: [{ type: 'text', text: '未用' }],
      },
    }),
  )
  write(
    'screens/presets/actions.json',
    JSON.stringify({
      $schema: join(schemasDir, 'action-presets.schema.json'),
      presets: {
        thank: { action: 'toast', text: '谢谢' },
        likeThenThank: { action: 'call', call: 'content.like', then: { action: 'preset', name: 'thank' } },
        unused: { action: 'back' },
      },
    }),
  )
  write('screens/with-preset.json', screen('with-preset', '/with-preset', [{ type: 'preset', name: 'card' }]))
  write('screens/a.json', screen('a', '/same'))
  write('fixtures/b.json', screen('b', '/same'))
  write('fixtures/broken.json', screen('broken', '/debug/broken-config', [{ type: 'nope' }, { type: 'text', text: 1 }]))
  write('fixtures/not-json.json', '{ "routes": [{ "path": "/debug/not-json", "auth": "login" }], oops }')
})
afterAll(() => rmSync(project, { recursive: true, force: true }))

type Built = Omit<ScreenEntry, 'load'> & { loaded: LoadedScreen }

/** Run the built entry in plain Node (as a browser would run it) and load every screen chunk. */
function runBuilt(entry: string): Built[] {
  const script = `const { screens } = await import(${JSON.stringify(pathToFileURL(entry).href)})
    const out = []
    for (const { load, ...s } of screens) out.push({ ...s, loaded: (await load()).default })
    console.log(JSON.stringify(out))`
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
  if (child.status !== 0) throw new Error(child.stderr)
  return JSON.parse(child.stdout) as Built[]
}

describe('screens plugin, build', () => {
  let screens: Built[]
  let report: BundleReport
  beforeAll(async () => {
    await build({
      root: project,
      configFile: false,
      logLevel: 'silent',
      plugins: [screensPlugin({ extraDirs: ['fixtures'], validatorsDir: join(project, 'validators') })],
      build: {
        outDir: 'dist',
        minify: false,
        modulePreload: false,
        rolldownOptions: { input: join(project, 'main.js'), preserveEntrySignatures: 'strict' },
      },
    })
    const assets = join(project, 'dist/assets')
    const entry = readdirSync(assets).find((f) => f.startsWith('main-'))
    screens = runBuilt(join(assets, entry ?? 'missing'))
    report = JSON.parse(readFileSync(join(project, 'dist/.vite/edu-screens.json'), 'utf8')) as BundleReport
  }, 60_000)

  it('lists every screen with id, routes, node types and frame only (every first visit loads the manifest), a broken one too', () => {
    for (const s of screens) expect(Object.keys(s).filter((k) => k !== 'frame')).toEqual(['id', 'routes', 'types', 'loaded'])
    // The frame (title, and the header unless it is the default one) draws before the screen chunk arrives.
    const good = screens.find((s) => s.id === 'home/no-data')
    expect(good?.frame).toEqual(good?.loaded.config && frameOf(good.loaded.config))
    // A config with problems has no frame: the app shows what is wrong instead.
    expect(screens.find((s) => s.id === 'broken')).not.toHaveProperty('frame')
    const rows = screens.map(({ id, routes }) => ({ id, routes }))
    expect(rows).toContainEqual({ id: 'home/no-data', routes: [{ path: '/home/noData', auth: 'none' }] })
    expect(rows).toContainEqual({ id: 'broken', routes: [{ path: '/debug/broken-config', auth: 'none' }] })
    // Not JSON at all: the route is still found, so the app can show what is wrong at that address.
    expect(rows).toContainEqual({ id: 'not-json', routes: [{ path: '/debug/not-json', auth: 'login' }] })
    // The file a screen came from travels with its chunk, for the problems page.
    expect(report.screens.find((s) => s.id === 'broken')?.file).toMatch(/fixtures\/broken\.json$/)
  })

  it('gives each screen its own chunk, and reports them for npm run size', () => {
    expect(new Set(report.screens.map((s) => s.chunk)).size).toBe(screens.length)
    expect(report.screens.find((s) => s.id === 'home/no-data')?.routes).toEqual(['/home/noData'])
  })

  it("has a screen chunk bring its forms' precompiled validators along, so they are fetched with it", () => {
    // The code a screen's chunk loads with it: the chunk and the chunks it imports statically.
    const codeWith = (id: string): string => {
      const files: string[] = [report.screens.find((s) => s.id === id)?.chunk ?? 'missing']
      for (const f of files) for (const i of report.chunks[f]?.imports ?? []) if (!files.includes(i)) files.push(i)
      return files.map((f) => readFileSync(join(project, 'dist', f), 'utf8')).join('\n')
    }
    expect(codeWith('forms/precompiled')).toContain('validatorRan')
    // Not precompiled yet: nothing to bring, and the build goes on (the form reports the missing validator).
    expect(codeWith('forms/not-yet')).not.toContain('validatorRan')
    expect(screens.find((s) => s.id === 'forms/not-yet')?.loaded.problems).toEqual([])
  })

  it('has a screen chunk bring the node presets it draws (and those they draw), and no other screen any', () => {
    const withPreset = screens.find((s) => s.id === 'with-preset')
    expect(withPreset?.loaded.nodePresets && Object.keys(withPreset.loaded.nodePresets).sort()).toEqual(['byline', 'card'])
    expect(screens.find((s) => s.id === 'home/no-data')?.loaded).not.toHaveProperty('nodePresets')
  })

  it('has a screen chunk bring the action presets it and its node presets name (and those they name), and the entry none', () => {
    const withPreset = screens.find((s) => s.id === 'with-preset')
    expect(withPreset?.loaded.actionPresets).toEqual({
      likeThenThank: { action: 'call', call: 'content.like', then: { action: 'preset', name: 'thank' } },
      thank: { action: 'toast', text: '谢谢' },
    })
    expect(screens.find((s) => s.id === 'home/no-data')?.loaded).not.toHaveProperty('actionPresets')
    // Its calls' wire comes with it too, since the entry no longer names the presets' calls.
    expect(withPreset?.loaded.calls).toHaveProperty('content.like')
  })

  const loaded = async (id: string): Promise<LoadedScreen> => {
    const hit = screens.find((s) => s.id === id)
    if (!hit) throw new Error(`no screen ${id}`)
    return hit.loaded
  }

  it('ships a good config with no problems', async () => {
    const good = await loaded('home/no-data')
    expect(good.problems).toEqual([])
    expect(good.config?.id).toBe('home/no-data')
  })

  it('ships a bad config as its problems, with a null config, instead of failing the build', async () => {
    const bad = await loaded('broken')
    expect(bad.config).toBeNull()
    // In the staff's Chinese, as `screens check` says it (the dev overlay and the failure page show these).
    expect(bad.problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      expect.stringMatching(/^\/body\/0\/type: 未知的节点类型“nope”（可用的有：/),
      '/body/1/text: 这里应该是文字（字符串）。按这个类型改写',
    ])
    const notJson = (await loaded('not-json')).problems[0]
    expect(notJson).toMatchObject({ line: 1, message: expect.stringMatching(/^不是有效的 JSON：/) as unknown })
    expect(notJson.column).toBeGreaterThan(59)
  })

  it('puts duplicate-route problems in both screens', async () => {
    for (const id of ['a', 'b']) {
      const s = await loaded(id)
      expect(s.config).toBeNull()
      expect(s.problems.map((p) => p.message)).toContainEqual(expect.stringMatching(/^路由“\/same”也在 .* 中声明/))
    }
  })
})

describe('screens plugin, dev server', () => {
  it('updates the manifest when a screen file is added, edited or removed', async () => {
    const server = await createServer({
      root: project,
      configFile: false,
      logLevel: 'silent',
      server: { port: 0, ws: false },
      plugins: [screensPlugin()],
    })
    try {
      const manifest = async () => (await server.environments.client.transformRequest('virtual:edu-screens'))?.code ?? ''
      const eventually = async (test: (code: string) => boolean) => {
        for (let i = 0; i < 300; i++) {
          if (test(await manifest())) return true
          await new Promise((r) => setTimeout(r, 100))
        }
        return false
      }
      expect(await manifest()).toContain('"/home/noData"')
      write('screens/new-one.json', screen('new-one', '/brand/new'))
      expect(await eventually((c) => c.includes('"/brand/new"'))).toBe(true)
      write('screens/new-one.json', screen('new-one', '/brand/renamed'))
      expect(await eventually((c) => c.includes('"/brand/renamed"') && !c.includes('"/brand/new"'))).toBe(true)
      rmSync(join(project, 'screens/new-one.json'))
      expect(await eventually((c) => !c.includes('new-one'))).toBe(true)
    } finally {
      await server.close()
    }
  }, 100_000)
})
