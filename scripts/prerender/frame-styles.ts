// The stylesheets a frame's markup needs beyond the entry's (already in index.html): the renderers' CSS, which
// comes with their lazy chunks (chunk-css-plugin writes a chunk's own CSS into its code; shared CSS stays a file).
// Without it, a frame without JavaScript would be half unstyled and move when the chunks arrive.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chunkStyle } from '../vite/chunk-css-plugin.ts'

/** Every stylesheet of the build's lazy parts, shared files first (the chunks' own rules build on them). */
export function buildStyles(outDir: string, indexHtml: string): string[] {
  const assets = join(outDir, 'assets')
  const files = readdirSync(assets).sort()
  const shared = files
    .filter((file) => file.endsWith('.css') && !indexHtml.includes(`/${file}"`))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
  const code = new Map(files.filter((file) => file.endsWith('.js')).map((file) => [file, readFileSync(join(assets, file), 'utf8')]))
  const own = chunksImportsFirst(code).flatMap((file) => {
    const css = chunkStyle(code.get(file) ?? '')
    return css === undefined ? [] : [css]
  })
  // A relative url() would resolve against the frame's address, not the assets folder (chunk-css-plugin keeps those
  // as files for the same reason); such a sheet stays out, drawn when its chunk arrives.
  return [...shared, ...own].filter((css) => !/url\(\s*['"]?(?![a-z][a-z0-9+.-]*:|\/|#|['"])/i.test(css) && !css.includes('</style'))
}

/** A chunk's static imports of other chunks (`from"./antd-inputs-B8AnlNF7.js"`). */
const IMPORTED = /\bfrom\s*"\.\/([^"]+\.js)"/g

/**
 * The chunks in the order their CSS reaches the page in the browser: a chunk runs after the chunks it imports, so
 * its own rules (the form's over antd-mobile's input) come after theirs and win the cascade, as they must in the
 * frame too, or the frame's rows would be drawn at other heights and move when the screen takes over.
 */
export function chunksImportsFirst(code: ReadonlyMap<string, string>): string[] {
  const ordered: string[] = []
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const [, imported] of (code.get(file) ?? '').matchAll(IMPORTED)) if (imported && code.has(imported)) visit(imported)
    ordered.push(file)
  }
  for (const file of code.keys()) visit(file)
  return ordered
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The sheets with a rule for one of the classes the markup uses, in their order. */
export function stylesFor(html: string, styles: readonly string[]): string[] {
  const classes = new Set([...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(/\s+/).filter(Boolean)))
  const patterns = [...classes].map((name) => new RegExp(`\\.${escape(name)}(?![\\w-])`))
  return styles.filter((css) => patterns.some((pattern) => pattern.test(css)))
}
