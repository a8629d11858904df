// Figures of a built app (dist/): gzip bytes of the entry chunk with what it imports, of each screen chunk,
// and every place in built JavaScript that would compile code at run time.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { BUNDLE_REPORT_FILE, type BundleReport } from '../vite/bundle-report.ts'

export interface ChunkSize {
  file: string
  gzip: number
}

export interface CodeGenerationHit {
  file: string
  what: string
  excerpt: string
}

export interface Measured {
  /** The entry chunk(s) index.html loads and their static imports. */
  entry: ChunkSize[]
  /** Each screen's own chunk. */
  screens: (ChunkSize & { id: string })[]
  /** Static imports of each screen chunk that the entry does not already load, by screen id. */
  screenExtras: Record<string, ChunkSize[]>
  /** Every JavaScript file under dist (public copies and workers included). */
  allJs: ChunkSize[]
  codeGeneration: CodeGenerationHit[]
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
  if (!existsSync(file)) throw new Error(`${relative(process.cwd(), file)} is missing: run \`npm run build\` first (the screens plugin writes it)`)
  return JSON.parse(readFileSync(file, 'utf8')) as BundleReport
}

/** The chunk files index.html loads as modules, or every entry chunk when it names none. */
function entryChunks(dist: string, report: BundleReport): string[] {
  const entries = Object.keys(report.chunks).filter((c) => report.chunks[c].entry)
  const html = existsSync(join(dist, 'index.html')) ? readFileSync(join(dist, 'index.html'), 'utf8') : ''
  const loaded = entries.filter((c) => html.includes(`/${c}"`))
  return loaded.length ? loaded : entries
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
  const entry = withStaticImports(entryChunks(dist, report), report)
  const screenExtras: Record<string, ChunkSize[]> = {}
  for (const s of report.screens) {
    screenExtras[s.id] = withStaticImports([s.chunk], report)
      .filter((c) => c !== s.chunk && !entry.includes(c))
      .map(size)
  }
  return {
    entry: entry.map(size),
    screens: report.screens.map((s) => ({ id: s.id, ...size(s.chunk) })),
    screenExtras,
    allJs: [...sizes].map(([file, gzip]) => ({ file, gzip })),
    codeGeneration,
  }
}
