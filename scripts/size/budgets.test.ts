// The byte budgets measured on a tiny fake build: what counts towards the first screen, and each breach named.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterEach, assert, beforeEach, describe, expect, it } from 'vitest'
import { BUNDLE_REPORT_FILE, type BundleReport } from '../vite/bundle-report.ts'
import { evaluateBudgets, type Budgets } from './budgets.ts'
import { measureDist } from './measure.ts'

let dist: string
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'size-'))
})
afterEach(() => rmSync(dist, { recursive: true, force: true }))

function write(file: string, text: string) {
  mkdirSync(dirname(join(dist, file)), { recursive: true })
  writeFileSync(join(dist, file), text)
}

// Text that gzip cannot shrink much, so sizes are predictable enough for small budgets.
function noise(length: number, seed = 1): string {
  let x = seed
  let out = ''
  while (out.length < length) {
    x = (x * 1103515245 + 12345) % 2147483648
    out += String.fromCharCode(33 + (x % 90))
  }
  return `const s=${JSON.stringify(out.replace(/[`\\$]/g, 'a'))};`
}

const gz = (text: string) => gzipSync(Buffer.from(text)).length

function fakeBuild(files: Record<string, string>, report: BundleReport) {
  write('index.html', '<script type="module" crossorigin src="/edu/assets/index.js"></script>')
  for (const [file, text] of Object.entries(files)) write(file, text)
  write(BUNDLE_REPORT_FILE, JSON.stringify(report))
}

const chunk = (imports: string[] = [], entry = false) => ({ entry, imports, dynamicImports: [] })
const files = {
  'assets/index.js': noise(3000, 1),
  'assets/vendor.js': noise(2000, 2),
  'assets/no-data.js': noise(500, 3),
  'assets/empty-renderer.js': noise(400, 4),
  'assets/big-form.js': noise(1500, 5),
  'assets/lazy-katex.js': noise(5000, 6),
  'mockServiceWorker.js': 'self.addEventListener("fetch", () => {})',
}
const report: BundleReport = {
  chunks: {
    'assets/index.js': chunk(['assets/vendor.js'], true),
    'assets/vendor.js': chunk(),
    'assets/no-data.js': chunk(['assets/empty-renderer.js', 'assets/vendor.js']),
    'assets/empty-renderer.js': chunk(),
    'assets/big-form.js': chunk(['assets/vendor.js']),
    'assets/lazy-katex.js': chunk(),
  },
  screens: [
    { id: 'home/no-data', file: 'screens/home/no-data.json', routes: ['/home/noData'], chunk: 'assets/no-data.js' },
    { id: 'forms/big', file: 'screens/forms/big.json', routes: ['/forms/big'], chunk: 'assets/big-form.js' },
  ],
}
const budgets = (b: Partial<Budgets>): Budgets => ({
  firstScreenGzip: 100_000,
  preloadedGzip: 100_000,
  entryFiles: 2,
  screenChunkGzip: 100_000,
  placeholderId: 'home/no-data',
  routeGzip: 100_000,
  formRouteGzip: 100_000,
  helperChunks: [],
  lazyChunks: [],
  ...b,
})

describe('npm run size budgets', () => {
  it('counts the entry, its static imports, the placeholder chunk and what it adds; not lazy chunks', () => {
    fakeBuild(files, report)
    const m = measureDist(dist)
    expect(m.entry.map((c) => c.file)).toEqual(['assets/index.js', 'assets/vendor.js'])
    expect(m.screenExtras['home/no-data'].map((c) => c.file)).toEqual(['assets/empty-renderer.js'])
    const first = ['assets/index.js', 'assets/vendor.js', 'assets/no-data.js', 'assets/empty-renderer.js']
      .map((f) => gz(files[f as keyof typeof files]))
      .reduce((a, b) => a + b)
    const rows = evaluateBudgets(m, budgets({ firstScreenGzip: first }))
    expect(rows[0]).toEqual({
      budget: 'entry + home/no-data screen, gzip JS',
      measured: `${(first / 1000).toFixed(1)} kB`,
      limit: `${(first / 1000).toFixed(1)} kB`,
      ok: true,
    })
    expect(evaluateBudgets(m, budgets({ firstScreenGzip: first - 1 }))[0].ok).toBe(false)
    expect(rows.every((r) => r.ok)).toBe(true)
  })

  it('counts what index.html preloads beside the entry in every first visit, not in the entry', () => {
    const withManifest: BundleReport = {
      ...report,
      chunks: {
        ...report.chunks,
        'assets/_virtual_edu-screens-a1.js': { ...chunk(['assets/index.js']), dynamicImports: ['assets/no-data.js'] },
      },
    }
    fakeBuild({ ...files, 'assets/_virtual_edu-screens-a1.js': noise(800, 10) }, withManifest)
    write(
      'index.html',
      '<script type="module" crossorigin src="/edu/assets/index.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/edu/assets/_virtual_edu-screens-a1.js">',
    )
    const m = measureDist(dist)
    expect(m.entry.map((c) => c.file)).toEqual(['assets/index.js', 'assets/vendor.js'])
    const manifest = gz(noise(800, 10))
    expect(m.preloaded).toEqual([{ file: 'assets/_virtual_edu-screens-a1.js', gzip: manifest }])
    const visit = m.routes.find((r) => r.id === 'home/no-data')
    expect(visit?.files).toContain('assets/_virtual_edu-screens-a1.js')
    const row = (preloadedGzip: number) =>
      evaluateBudgets(m, budgets({ preloadedGzip })).find((r) => r.budget.startsWith('preloaded beside the entry'))
    expect(row(manifest)).toEqual({
      budget: 'preloaded beside the entry (_virtual_edu-screens-a1.js), gzip JS',
      measured: `${(manifest / 1000).toFixed(1)} kB`,
      limit: `${(manifest / 1000).toFixed(1)} kB`,
      ok: true,
    })
    expect(row(manifest - 1)?.ok).toBe(false)
  })

  it('counts the files the entry loads before anything draws', () => {
    fakeBuild(files, report)
    const row = (entryFiles: number) =>
      evaluateBudgets(measureDist(dist), budgets({ entryFiles })).find((r) => r.budget.startsWith('entry files'))
    expect(row(2)).toEqual({ budget: 'entry files (it and its static imports)', measured: '2', limit: '2', ok: true })
    expect(row(1)?.ok).toBe(false)
  })

  it('checks that a chunk of shared helpers imports nothing but the entry and other helpers', () => {
    const withHelpers: BundleReport = {
      ...report,
      chunks: {
        ...report.chunks,
        'assets/antd-base-a1.js': chunk(['assets/vendor.js']),
        'assets/antd-inputs-c3.js': chunk(['assets/vendor.js', 'assets/antd-base-a1.js']),
        'assets/form-validation-b2.js': chunk(['assets/lazy-katex.js']),
      },
    }
    fakeBuild(
      {
        ...files,
        'assets/antd-base-a1.js': noise(100, 7),
        'assets/antd-inputs-c3.js': noise(100, 9),
        'assets/form-validation-b2.js': noise(100, 8),
      },
      withHelpers,
    )
    const rows = evaluateBudgets(measureDist(dist), budgets({ helperChunks: ['antd-base', 'antd-inputs', 'form-validation', 'gone'] }))
    const only = 'the entry and helpers only'
    expect(rows.filter((r) => r.budget.startsWith('helper chunk'))).toEqual([
      { budget: 'helper chunk antd-base imports nothing but the entry and helpers', measured: only, limit: only, ok: true },
      { budget: 'helper chunk antd-inputs imports nothing but the entry and helpers', measured: only, limit: only, ok: true },
      {
        budget: 'helper chunk form-validation imports nothing but the entry and helpers',
        measured: 'assets/lazy-katex.js',
        limit: only,
        ok: false,
      },
      { budget: 'helper chunk gone imports nothing but the entry and helpers', measured: 'missing', limit: only, ok: false },
    ])
  })

  it('counts a lazy chunk of its own with what it imports that the entry does not load', () => {
    const withTool: BundleReport = {
      ...report,
      chunks: { ...report.chunks, 'assets/PlaygroundRoute-x1.js': chunk(['assets/vendor.js', 'assets/lazy-katex.js']) },
    }
    fakeBuild({ ...files, 'assets/PlaygroundRoute-x1.js': noise(800, 10) }, withTool)
    const own = gz(noise(800, 10)) + gz(files['assets/lazy-katex.js'])
    const rows = (limit: number) =>
      evaluateBudgets(
        measureDist(dist),
        budgets({
          lazyChunks: [
            { name: 'PlaygroundRoute', gzip: limit },
            { name: 'Gone', gzip: limit },
          ],
        }),
      ).filter((r) => r.budget.startsWith('lazy chunk'))
    expect(rows(own)).toEqual([
      {
        budget: 'lazy chunk PlaygroundRoute with its own imports, gzip',
        measured: `${(own / 1000).toFixed(1)} kB`,
        limit: `${(own / 1000).toFixed(1)} kB`,
        ok: true,
      },
      { budget: 'lazy chunk Gone with its own imports, gzip', measured: 'missing', limit: `${(own / 1000).toFixed(1)} kB`, ok: false },
    ])
    expect(rows(own - 1)[0]?.ok).toBe(false)
  })

  it('names each screen chunk over its budget', () => {
    fakeBuild(files, report)
    const limit = gz(files['assets/big-form.js']) - 1
    const over = evaluateBudgets(measureDist(dist), budgets({ screenChunkGzip: limit })).filter((r) => !r.ok)
    expect(over.map((r) => r.budget)).toEqual(['screen chunk forms/big, gzip'])
  })

  it('fails when the placeholder screen is not in the build', () => {
    fakeBuild(files, { ...report, screens: report.screens.slice(1) })
    const rows = evaluateBudgets(measureDist(dist), budgets({}))
    expect(rows[0]).toEqual({ budget: 'placeholder screen home/no-data in the build', measured: 'missing', limit: 'present', ok: false })
  })

  it('finds eval(, new Function and Function( in any built JS file, dependencies and public files included', () => {
    fakeBuild(
      {
        ...files,
        'assets/vendor.js': 'var g=Function("return this")();',
        'assets/lazy-katex.js': 'x.y=1;const f=new Function("a","return a");',
        'mockServiceWorker.js': 'eval ("1")',
        // Not code generation: a method named eval, isFunction(), the word in a message.
        'assets/index.js': 'obj.eval(1);isFunction(x);const m="use a Function here";',
      },
      report,
    )
    const m = measureDist(dist)
    expect(m.codeGeneration.map((h) => `${h.what} in ${h.file}`).sort()).toEqual([
      'Function( called without new in assets/vendor.js',
      'eval( in mockServiceWorker.js',
      'new Function in assets/lazy-katex.js',
    ])
    const row = evaluateBudgets(m, budgets({})).at(-1)
    expect(row?.ok).toBe(false)
    expect(row?.measured).toContain('new Function in assets/lazy-katex.js')
  })

  it('says to build first when the bundle report is missing', () => {
    expect(() => measureDist(dist)).toThrow(/edu-screens\.json is missing: run `npm run build` first/)
  })

  it('fails when the bundle report names a file the build does not have, rather than counting it as nothing', () => {
    fakeBuild(files, {
      ...report,
      chunks: { ...report.chunks, 'assets/no-data.js': { ...report.chunks['assets/no-data.js'], css: ['assets/no-data.css'] } },
    })
    expect(() => measureDist(dist)).toThrow(/edu-screens\.json names assets\/no-data\.css, which is not in .*: rebuild/)
  })

  it('counts each route’s first visit: entry, screen chunk, the lazy chunks of the node types its config names, its forms’ validators, and their CSS', () => {
    const withLazy = {
      ...files,
      'assets/FormView.js': noise(1200, 7),
      'assets/form-vendor.js': noise(800, 8),
      'assets/FormView.css': noise(300, 9),
      'assets/index.css': noise(200, 10),
      'assets/other-validator.js': noise(600, 11),
      'assets/big-validator.js': noise(500, 12),
      'assets/ajv-runtime.js': noise(300, 13),
    }
    fakeBuild(withLazy, {
      chunks: {
        ...report.chunks,
        'assets/index.js': {
          entry: true,
          imports: ['assets/vendor.js'],
          dynamicImports: ['assets/FormView.js', 'assets/big-form.js', 'assets/no-data.js'],
          css: ['assets/index.css'],
        },
        'assets/FormView.js': { ...chunk(['assets/form-vendor.js']), facade: 'renderers/form/FormView.tsx', css: ['assets/FormView.css'] },
        'assets/form-vendor.js': chunk(),
        // Another form's validator, under the renderer's folder but not its lazy component: not counted.
        'assets/other-validator.js': { ...chunk(), facade: 'renderers/form/validation/generated/other.js' },
        // Its own form's validator, fetched with the screen, and what that imports.
        'assets/big-validator.js': { ...chunk(['assets/ajv-runtime.js']), facade: 'renderers/form/validation/generated/v1-big.js' },
        'assets/ajv-runtime.js': chunk(),
      },
      screens: [
        { ...report.screens[0], types: ['empty', 'page'] },
        { ...report.screens[1], types: ['form', 'page'], validators: ['v1-big.js'] },
      ],
    })
    const m = measureDist(dist)
    const form = m.routes.find((r) => r.id === 'forms/big')
    assert(form)
    expect(form.kind).toBe('form')
    expect([...form.files].sort()).toEqual(
      [
        'assets/FormView.css',
        'assets/FormView.js',
        'assets/ajv-runtime.js',
        'assets/big-form.js',
        'assets/big-validator.js',
        'assets/form-vendor.js',
        'assets/index.css',
        'assets/index.js',
        'assets/vendor.js',
      ].sort(),
    )
    expect(form.gzip).toBe(form.files.map((f) => gz(withLazy[f as keyof typeof withLazy])).reduce((a, b) => a + b))
    // The heaviest first; lazy chunks no screen names (katex) are not counted.
    expect(m.routes.map((r) => r.id)).toEqual(['forms/big', 'home/no-data'])
    expect(m.routes[1].files).not.toContain('assets/lazy-katex.js')
    // The form's budget is its own: over the default, under the form's.
    const rows = evaluateBudgets(m, budgets({ routeGzip: form.gzip - 1, formRouteGzip: form.gzip }))
    expect(rows.find((r) => r.budget.startsWith('first visit /forms/big'))).toMatchObject({
      budget: 'first visit /forms/big (form), gzip JS+CSS',
      ok: true,
    })
    const tight = evaluateBudgets(m, budgets({ formRouteGzip: form.gzip - 1 })).filter((r) => !r.ok)
    expect(tight.map((r) => r.budget)).toEqual(['first visit /forms/big (form), gzip JS+CSS'])
  })
})
