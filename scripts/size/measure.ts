// Figures of a built app (dist/): gzip bytes of the entry chunk with what it imports, of each screen chunk,
// and every place in built JavaScript that would compile code at run time.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { BUNDLE_REPORT_FILE, type BundleReport, type ScreenChunk } from '../vite/bundle-report.ts'

export interface ChunkSize {
  file: string
  gzip: number
}

export interface CodeGenerationHit {
  file: string
  what: string
  excerpt: string
}

/** What a first visit to one screen's routes downloads: entry, screen chunk, its node types' lazy chunks, CSS. */
export interface RouteVisit {
  id: string
  routes: string[]
  /** form: the screen draws a form (a bigger budget). */
  kind: 'form' | 'default'
  /** JS and CSS files, entry included. */
  files: string[]
  /** gzip bytes of those files. */
  gzip: number
}

export interface Measured {
  /** The entry chunk(s) index.html loads and their static imports. */
  entry: ChunkSize[]
  /**
   * What index.html preloads beside the entry that the entry imports only dynamically (the route manifest,
   * scripts/vite/screens-plugin.ts), with its static imports the entry does not load: every first visit fetches it.
   */
  preloaded: ChunkSize[]
  /** Each screen's own chunk. */
  screens: (ChunkSize & { id: string })[]
  /** Static imports of each screen chunk that the entry does not already load, by screen id. */
  screenExtras: Record<string, ChunkSize[]>
  /** Every JavaScript file under dist (public copies and workers included). */
  allJs: ChunkSize[]
  codeGeneration: CodeGenerationHit[]
  /** Each screen's first visit, JS and CSS, heaviest first. */
  routes: RouteVisit[]
  /** Each chunk the entry does not load, with its static imports that the entry does not load either. */
  lazyImports: Record<string, string[]>
}

// Code that compiles strings at run time: forbidden by the CSP of some hosts and by our rule for configs.
const CODE_GENERATION: { what: string; pattern: RegExp }[] = [
  { what: 'eval(', pattern: /(?<![\w$.])eval\s*\(/g },
  { what: 'new Function', pattern: /\bnew\s+Function\b/g },
  { what: 'Function( called without new', pattern: /(?<![\w$.]|new\s+)Function\s*\(/g },
]

const gzipSize = (bytes: Buffer) => gzipSync(bytes).length

function jsFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.[cm]?js$/.test(f))
    .map((f) => f.split(sep).join('/'))
    .sort()
}

export function readBundleReport(dist: string): BundleReport {
  const file = join(dist, BUNDLE_REPORT_FILE)
  if (!existsSync(file))
    throw new Error(`${relative(process.cwd(), file)} is missing: run \`npm run build\` first (the screens plugin writes it)`)
  return JSON.parse(readFileSync(file, 'utf8')) as BundleReport
}

/** The chunk files index.html loads as modules, or every entry chunk when it names none. */
function entryChunks(dist: string, report: BundleReport): string[] {
  const entries = Object.keys(report.chunks).filter((c) => report.chunks[c].entry)
  const html = existsSync(join(dist, 'index.html')) ? readFileSync(join(dist, 'index.html'), 'utf8') : ''
  const loaded = entries.filter((c) => html.includes(`/${c}"`))
  return loaded.length ? loaded : entries
}

/** Other chunks index.html names (`<link rel="modulepreload">`): loaded with the entry, though not imported by it. */
function preloadedChunks(dist: string, report: BundleReport, entry: readonly string[]): string[] {
  const html = existsSync(join(dist, 'index.html')) ? readFileSync(join(dist, 'index.html'), 'utf8') : ''
  const named = Object.keys(report.chunks).filter((c) => !entry.includes(c) && html.includes(`/${c}"`))
  return withStaticImports(named, report).filter((c) => !entry.includes(c))
}

/** The chunks every page loads: the entry with its static imports, and what index.html preloads beside it. */
export function pageChunks(dist: string, report: BundleReport): { entry: string[]; preloaded: string[] } {
  const entry = withStaticImports(entryChunks(dist, report), report)
  return { entry, preloaded: preloadedChunks(dist, report, entry) }
}

/**
 * The chunks a first visit to a screen loads: the entry with its static imports (and what index.html preloads with
 * it), the screen's chunk, and the lazy
 * chunk of every node type its config names (renderers/<type>/…, imported by its registration in the entry and
 * preloaded with the screen) and of its forms' precompiled validators, each with its static imports; and the CSS
 * those chunks bring.
 */
export function firstVisit(report: BundleReport, entry: readonly string[], screen: ScreenChunk): { js: string[]; css: string[] } {
  // A renderer's lazy component is imported dynamically from its registration, which sits in the entry; other
  // chunks under its folder (a picker opened on demand, another form's validator) are not part of the visit.
  const fromEntry = new Set(entry.flatMap((c) => report.chunks[c]?.dynamicImports ?? []))
  // A chunk that holds several renderers' lazy components (small-renderers) counts for each of their types.
  const standsFor = (c: string, type: string) =>
    [report.chunks[c]?.facade, ...(report.chunks[c]?.lazyModules ?? [])].some((m) => m?.startsWith(`renderers/${type}/`))
  const lazyRenderers = [...new Set((screen.types ?? []).flatMap((type) => [...fromEntry].filter((c) => standsFor(c, type))))]
  // Its forms' precompiled validators come with it too (the form renderer's preloadFor).
  const validatorFacades = new Set((screen.validators ?? []).map((v) => `renderers/form/validation/generated/${v}`))
  const validators = Object.keys(report.chunks).filter((c) => validatorFacades.has(report.chunks[c]?.facade ?? ''))
  const js = withStaticImports([...entry, screen.chunk, ...lazyRenderers, ...validators], report)
  const css = [...new Set(js.flatMap((c) => report.chunks[c]?.css ?? []))]
  return { js, css }
}

function withStaticImports(start: readonly string[], report: BundleReport): string[] {
  const seen = new Set<string>()
  const visit = (c: string) => {
    if (seen.has(c)) return
    seen.add(c)
    for (const i of report.chunks[c]?.imports ?? []) visit(i)
  }
  start.forEach(visit)
  return [...seen]
}

export function measureDist(dist: string): Measured {
  const report = readBundleReport(dist)
  const sizes = new Map<string, number>()
  const codeGeneration: CodeGenerationHit[] = []
  for (const file of jsFilesUnder(dist)) {
    const bytes = readFileSync(join(dist, file))
    sizes.set(file, gzipSize(bytes))
    const text = bytes.toString('utf8')
    for (const { what, pattern } of CODE_GENERATION) {
      for (const m of text.matchAll(pattern)) {
        codeGeneration.push({ file, what, excerpt: text.slice(Math.max(0, m.index - 40), m.index + 40).replace(/\s+/g, ' ') })
      }
    }
  }
  const size = (file: string): ChunkSize => ({ file, gzip: sizes.get(file) ?? 0 })
  const { entry, preloaded } = pageChunks(dist, report)
  const screenExtras: Record<string, ChunkSize[]> = {}
  for (const s of report.screens) {
    screenExtras[s.id] = withStaticImports([s.chunk], report)
      .filter((c) => c !== s.chunk && !entry.includes(c))
      .map(size)
  }
  // A file the report names but the build lacks would count as nothing: the report and the build disagree.
  const gzipOf = (file: string) => {
    const known = sizes.get(file)
    if (known !== undefined) return known
    if (!existsSync(join(dist, file))) throw new Error(`${BUNDLE_REPORT_FILE} names ${file}, which is not in ${dist}: rebuild`)
    return gzipSize(readFileSync(join(dist, file)))
  }
  const routes = report.screens
    .map((s): RouteVisit => {
      const { js, css } = firstVisit(report, [...entry, ...preloaded], s)
      const files = [...js, ...css]
      return {
        id: s.id,
        routes: s.routes,
        kind: s.types?.includes('form') ? 'form' : 'default',
        files,
        gzip: files.reduce((sum, f) => sum + gzipOf(f), 0),
      }
    })
    .sort((a, b) => b.gzip - a.gzip)
  const lazyImports = Object.fromEntries(
    Object.entries(report.chunks)
      .filter(([file]) => !entry.includes(file))
      .map(([file, c]) => [file, c.imports.filter((i) => !entry.includes(i))]),
  )
  return {
    routes,
    lazyImports,
    entry: entry.map(size),
    preloaded: preloaded.map(size),
    screens: report.screens.map((s) => ({ id: s.id, ...size(s.chunk) })),
    screenExtras,
    allJs: [...sizes].map(([file, gzip]) => ({ file, gzip })),
    codeGeneration,
  }
}
