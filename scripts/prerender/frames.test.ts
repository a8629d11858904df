// The build step that draws every route's frame (render.ts through frame-app.tsx) and the pages and rules it writes
// (frame-page.ts), and the preview's choice of a frame for an address (frames-plugin.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import wordingFile from '../../screens/wording.json'
import { DEMO_DOCTOR, DEMO_RESIDENT, OTHER_DOCTORS } from '../../src/mock-api/seed/accounts.ts'
import type { ConfigEnv, Plugin, UserConfig } from 'vite'
import { frameFor, framesMiddleware, framesPlugin } from '../vite/frames-plugin.ts'
import { drawnInTime, FrameTimeout } from './deadline.ts'
import type { Frame, Skipped } from './frame-app.tsx'
import { FRAME_INDEX, frameFile, framePage, nginxRules, type FrameIndex } from './frame-page.ts'
import { chunksImportsFirst } from './frame-styles.ts'
import { styleKey } from '../vite/chunk-css-plugin.ts'
import { renderFrames } from './render.ts'

const INDEX = `<!doctype html><html><head><title>大专家</title></head><body>
    <div id="root">
      <div class="edu-boot" role="status" aria-label="加载中"></div>
    </div>
  </body></html>`

describe('frame pages', () => {
  it('go where a static host finds them: the route as folders, a parameter named in its own folder', () => {
    expect(frameFile('/integral/detail')).toBe('integral/detail/index.html')
    expect(frameFile('/family_doctor/plan/detail/:residentCode')).toBe('family_doctor/plan/detail/_residentCode_/index.html')
    // Never over index.html (every other address's page), never outside the build.
    expect(() => frameFile('/')).toThrow()
    expect(() => frameFile('/a/../b')).toThrow()
    expect(() => frameFile('/files/*')).toThrow()
  })

  it('put the frame in #root, marked with its route, its picture preloads and stylesheets in the head', () => {
    const page = framePage(INDEX, { path: '/a/:id', html: '<link rel="preload" as="image" href="/edu/x.svg"/><h1>标题</h1>' }, [
      '.x{color:red}',
    ])
    expect(page).toContain('<div id="root" data-frame="/a/:id"><h1>标题</h1></div>')
    expect(page).not.toContain('edu-boot')
    const head = page.slice(0, page.indexOf('</head>'))
    expect(head).toContain('<link rel="preload" as="image" href="/edu/x.svg"/>')
    expect(head).toContain(`<style data-css="${styleKey('.x{color:red}')}">.x{color:red}</style>`)
  })

  it('carry what the page asks for as the entry starts, and nothing for a public page that asks nothing', () => {
    const asks = { auth: 'login' as const, calls: [{ call: 'points.account' }], wires: {} }
    const page = framePage(INDEX, { path: '/a', html: '<h1>标题</h1>', asks })
    const written = /<div id="root" data-frame="\/a" data-asks="([^"]*)">/.exec(page)?.[1] ?? ''
    expect(JSON.parse(written.replace(/&quot;/g, '"').replace(/&amp;/g, '&'))).toEqual(asks)
    const quiet = framePage(INDEX, { path: '/b', html: '<h1>标题</h1>', asks: { auth: 'none', calls: [], wires: {} } })
    expect(quiet).toContain('<div id="root" data-frame="/b"><h1>标题</h1></div>')
  })

  it("ask for the screen's code beside the entry, every script at low priority, which index.html keeps high", () => {
    const index = INDEX.replace(
      '</head>',
      '<script type="module" crossorigin src="/edu/assets/index-a1.js"></script><link rel="modulepreload" crossorigin href="/edu/assets/m-b2.js"></head>',
    )
    const page = framePage(index, { path: '/a', html: '<h1>标题</h1>' }, [], ['/edu/assets/screen-c3.js'])
    const head = page.slice(0, page.indexOf('</head>'))
    expect(head).toContain('<script type="module" fetchpriority="low" crossorigin src="/edu/assets/index-a1.js">')
    expect(head).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/edu/assets/m-b2.js">')
    expect(head).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/edu/assets/screen-c3.js">')
    expect(index).not.toContain('fetchpriority')
  })

  it('refuse a frame holding a script (the CSP would refuse it too)', () => {
    expect(() => framePage(INDEX, { path: '/a', html: '<script>x()</script>' })).toThrow(/script/)
  })

  const index: FrameIndex = {
    frames: [
      { path: '/plan/:residentCode', file: 'plan/_residentCode_/index.html' },
      { path: '/plan/new', file: 'plan/new/index.html' },
      { path: '/integral/detail', file: 'integral/detail/index.html' },
    ],
    others: ['/', '/activity/page/:token', '*'],
    without: [{ path: '/plan/draft', reason: 'its config has problems' }],
  }

  it('are chosen for an address as the router ranks its routes', () => {
    expect(frameFor(index, '/plan/R-1')).toBe('plan/_residentCode_/index.html')
    expect(frameFor(index, '/plan/new')).toBe('plan/new/index.html')
    expect(frameFor(index, '/integral/detail/')).toBe('integral/detail/index.html')
    expect(frameFor(index, '/activity/page/autumn')).toBeUndefined()
    expect(frameFor(index, '/nowhere')).toBeUndefined()
    // A route whose frame could not be drawn gets none, not the frame of a pattern that also matches its address.
    expect(frameFor(index, '/plan/draft')).toBeUndefined()
  })

  it('are served by preview gzipped to a browser that accepts it, plain to one that does not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'frames-'))
    try {
      mkdirSync(join(dir, 'integral/detail'), { recursive: true })
      writeFileSync(join(dir, FRAME_INDEX), JSON.stringify(index))
      writeFileSync(join(dir, 'integral/detail/index.html'), '<h1>积分明细</h1>')
      const serve = framesMiddleware(dir, '/edu/')
      const answer = (acceptEncoding?: string) => {
        const headers = new Map<string, string>()
        let body: Buffer | undefined
        const res = { setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value), end: (b?: Buffer) => (body = b) }
        const req = { method: 'GET', url: '/edu/integral/detail', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }
        serve(req as unknown as IncomingMessage, res as unknown as ServerResponse, () => {
          throw new Error('not served')
        })
        return { headers, body }
      }
      const zipped = answer('gzip, deflate, br')
      expect(zipped.headers.get('content-encoding')).toBe('gzip')
      expect(zipped.body && gunzipSync(zipped.body).toString()).toBe('<h1>积分明细</h1>')
      const plain = answer()
      expect(plain.headers.has('content-encoding')).toBe(false)
      expect(plain.body?.toString()).toBe('<h1>积分明细</h1>')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('come with the rules nginx needs: a parameter route rewritten to its page, the rest to index.html', () => {
    const rules = nginxRules(index, '/edu/')
    expect(rules).toContain('try_files $uri $uri/index.html @frame;')
    expect(rules).toContain('rewrite ^/edu/plan/[^/]+/?$ /edu/plan/_residentCode_/index.html last;')
    expect(rules.trim().split('\n').at(-2)).toBe('  rewrite ^ /edu/index.html last;')
  })
})

describe('frame stylesheets', () => {
  it('come in the order the browser meets them: a chunk after the chunks it imports, so its rules win as they do live', () => {
    const code = new Map([
      ['FormView-a.js', 'import{x}from"./antd-inputs-b.js";import{y}from"./form-shared-c.js";'],
      ['antd-inputs-b.js', 'import{z}from"./antd-base-d.js";'],
      ['antd-base-d.js', ''],
      ['form-shared-c.js', 'import{z}from"./antd-base-d.js";import{r}from"./rolldown-runtime.js";'],
    ])
    expect(chunksImportsFirst(code)).toEqual(['antd-base-d.js', 'antd-inputs-b.js', 'form-shared-c.js', 'FormView-a.js'])
  })
})

describe('the frames step', () => {
  const applies = (env: Partial<ConfigEnv>) => {
    const { apply } = framesPlugin() as Plugin & { apply: (config: UserConfig, env: ConfigEnv) => boolean }
    return apply({}, { command: 'serve', mode: 'production', ...env })
  }

  it('belongs to builds (which write frames) and previews (which serve them), never to another server', () => {
    expect(applies({ command: 'build' })).toBe(true)
    expect(applies({ isPreview: true })).toBe(true)
    // The dev server, Vitest's, Storybook's and the frames step's own: a dev server runs closeBundle as it closes,
    // which drew every frame again from inside the step, twice per server, until the build ran out of memory.
    expect(applies({})).toBe(false)
    expect(applies({ mode: 'test' })).toBe(false)
  })

  it('refuses to start inside another, at once', async () => {
    const drawing = Symbol.for('edu.frames.drawing')
    const marked = globalThis as typeof globalThis & Record<symbol, boolean | undefined>
    marked[drawing] = true
    try {
      await expect(renderFrames()).rejects.toThrow('frames: asked to draw frames while drawing them')
    } finally {
      marked[drawing] = false
    }
  })

  it('fails, naming the route, when a frame does not finish drawing in time', async () => {
    let aborted: unknown
    const hanging = (signal: AbortSignal) =>
      new Promise<string>(() => signal.addEventListener('abort', () => (aborted = signal.reason as unknown)))
    const late = drawnInTime('/integral/detail', hanging, 50)
    await expect(late).rejects.toThrow(FrameTimeout)
    await expect(late).rejects.toThrow('the frame of /integral/detail did not finish within 0.05 s')
    expect(aborted).toBeInstanceOf(FrameTimeout)
    await expect(drawnInTime('/a', () => Promise.resolve('<h1>a</h1>'), 50)).resolves.toBe('<h1>a</h1>')
  })
})

// A few routes' frames, drawn as the build draws them: every route's, in the real build, are checked by the
// browser tests' frames.test.ts (each has one, none holds anyone's data or a script).
const DRAWN = [
  '/integral/detail',
  '/doctor/family_doctor/hypertension/manual-add-resident',
  '/family_doctor/resident/detail/:residentCode',
  '/apply/credit/regulations',
]

describe('frames drawn at build time', () => {
  let frames: Frame[] = []
  let skipped: Skipped[] = []
  const frameOf = (path: string) => {
    const frame = frames.find((f) => f.path === path)
    if (!frame) throw new Error(`no frame for ${path}`)
    return frame.html
  }

  beforeAll(async () => {
    ;({ frames, skipped } = await renderFrames({ only: DRAWN }))
  }, 180_000)

  it('exist for the routes asked for, and only those', () => {
    expect(skipped).toEqual([])
    expect(frames.map((frame) => frame.path).sort()).toEqual([...DRAWN].sort())
  })

  it('show the points list with its title, labels and link, and a blank where the balance will go', () => {
    const html = frameOf('/integral/detail')
    expect(html).toContain('<h1 class="edu-header__title">积分明细</h1>')
    expect(html).toContain('积分规则')
    expect(html).toContain('消费积分')
    expect(html).toContain('积分消费记录')
    expect(html).toMatch(/<h2 class="edu-text edu-text--title">\s*<\/h2>/)
  })

  it("show a config's markdown, sanitised (it once drew empty there, and stayed empty once hydrated)", () => {
    const html = frameOf('/apply/credit/regulations')
    expect(html).toContain('<strong>第一条</strong> 为规范平台继续医学教育学分的授予与管理')
    expect(html).not.toMatch(/<div class="edu-markdown"><\/div>/)
  })

  it('show the form with its labels, read-only, and its button', () => {
    const html = frameOf('/doctor/family_doctor/hypertension/manual-add-resident')
    expect(html).toContain('手动添加居民')
    for (const label of ['居民姓名', '性别', '手机号', '居民分类']) expect(html).toContain(label)
    expect(html).toMatch(/<input[^>]*readOnly/i)
    expect(html).toContain('确认添加')
  })

  it('ask, as the entry starts, for the calls their screens ask for ahead, a parameter filled in from the address', () => {
    const asksOf = (path: string) => frames.find((f) => f.path === path)?.asks
    expect(asksOf('/integral/detail')).toMatchObject({
      auth: 'login',
      calls: [{ call: 'points.account' }, { call: 'points.bills', params: { current: 1, size: 10 } }],
      // A POST that only reads (the catalogue's effect) is asked for as a GET is.
      wires: { 'points.account': { method: 'GET' }, 'points.bills': { method: 'POST', effect: 'read' } },
    })
    expect(asksOf('/family_doctor/resident/detail/:residentCode')?.calls).toEqual([
      { call: 'familyTeam.resident', params: { residentAccountCode: '\u0000residentCode\u0000' } },
    ])
    // A form asks for nothing before its user does.
    expect(asksOf('/doctor/family_doctor/hypertension/manual-add-resident')?.calls).toEqual([])
  })

  it('draw a record page of a route with a parameter as loading, not as a record not found', () => {
    const html = frameOf('/family_doctor/resident/detail/:residentCode')
    expect(html).toContain('edu-header__title')
    expect(html).not.toContain(wordingFile.messages.recordMissing)
    expect(html).not.toContain(wordingFile.messages.recordFailed)
  })

  it('hold nobody’s data: no seed person’s name or phone number in any frame, and no script', () => {
    const people = [DEMO_DOCTOR, DEMO_RESIDENT, ...OTHER_DOCTORS]
    for (const { path, html } of frames) {
      for (const person of people) {
        expect(html, path).not.toContain(person.name)
        expect(html, path).not.toContain(person.cellphone)
      }
      expect(html, path).not.toMatch(/<script\b/i)
    }
  })
})
