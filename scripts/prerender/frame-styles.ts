// The stylesheets a frame's markup needs beyond the entry's (already in index.html): the renderers' CSS, which
// comes with their lazy chunks (chunk-css-plugin writes a chunk's own CSS into its code; shared CSS stays a file).
// Without it, a frame without JavaScript would be half unstyled and move when the chunks arrive.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The statement chunk-css-plugin starts a chunk with: its CSS, as a JSON string. */
const CHUNK_STYLE = /(?:^|\n)\(\(\)=>\{const s=document\.createElement\("style"\);s\.textContent=("(?:[^"\\]|\\.)*")/

/** Every stylesheet of the build's lazy parts, shared files first (the chunks' own rules build on them). */
export function buildStyles(outDir: string, indexHtml: string): string[] {
  const assets = join(outDir, 'assets')
  const files = readdirSync(assets).sort()
  const shared = files
    .filter((file) => file.endsWith('.css') && !indexHtml.includes(`/${file}"`))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
  const own = files.flatMap((file) => {
    if (!file.endsWith('.js')) return []
    const match = CHUNK_STYLE.exec(readFileSync(join(assets, file), 'utf8'))
    return match ? [JSON.parse(match[1] ?? '""') as string] : []
  })
  // A relative url() would resolve against the frame's address, not the assets folder (chunk-css-plugin keeps those
  // as files for the same reason); such a sheet stays out, drawn when its chunk arrives.
  return [...shared, ...own].filter((css) => !/url\(\s*['"]?(?![a-z][a-z0-9+.-]*:|\/|#|['"])/i.test(css) && !css.includes('</style'))
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The sheets with a rule for one of the classes the markup uses, in their order. */
export function stylesFor(html: string, styles: readonly string[]): string[] {
  const classes = new Set([...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(/\s+/).filter(Boolean)))
  const patterns = [...classes].map((name) => new RegExp(`\\.${escape(name)}(?![\\w-])`))
  return styles.filter((css) => patterns.some((pattern) => pattern.test(css)))
}
