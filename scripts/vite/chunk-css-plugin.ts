// A lazy chunk's stylesheet written into the chunk. Vite gives each lazy chunk's CSS a file of its own, which its
// preload helper links beside the chunk and waits for before the import resolves: three of a form's thirteen
// first-visit files were 9 kB of CSS, each a request made from the page's main thread. Written in, the CSS goes
// into the document when the chunk is evaluated, dependencies first as before (the cascade keeps Vite's order).
// The entry's own CSS is not touched: inline-css-plugin writes it into index.html for the first paint.
import type { Plugin } from 'vite'

/** What the plugin reads and changes of Vite's bundle: chunks with the CSS files they import, and assets. */
export type BundleLike = Record<
  string,
  | {
      type: 'chunk'
      isEntry: boolean
      code: string
      moduleIds: readonly string[]
      map?: { mappings: string } | null
      viteMetadata?: { importedCss: Set<string> }
    }
  | { type: 'asset'; source: string | Uint8Array }
>

/** A short mark of a stylesheet's text (FNV-1a), the same wherever it is written: the chunk and a page's frame. */
export function styleKey(css: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < css.length; i++) hash = Math.imul(hash ^ css.charCodeAt(i), 0x01000193)
  return (hash >>> 0).toString(36)
}

/**
 * The statement a chunk starts with: its CSS in a <style> of the document, once, when the chunk is evaluated. A
 * page's frame (docs/frames.md) already holds the same sheet, marked with its key: added again at the end of the
 * head, it would come after the sheets of the chunks loaded later and turn the cascade round until they add theirs
 * (the form's rows grew and shrank back by a few pixels as its chunks arrived, a layout shift).
 */
export function styleStatement(css: string): string {
  const key = JSON.stringify(styleKey(css))
  return `(()=>{if(document.querySelector('style[data-css=${key}]'))return;const s=document.createElement("style");s.dataset.css=${key};s.textContent=${JSON.stringify(css)};document.head.appendChild(s)})();\n`
}

/** The stylesheet a chunk's code starts with (styleStatement), if it has one. */
export function chunkStyle(code: string): string | undefined {
  const found =
    /^\(\(\)=>\{if\(document\.querySelector\('style\[data-css="[0-9a-z]+"\]'\)\)return;const s=document\.createElement\("style"\);s\.dataset\.css="[0-9a-z]+";s\.textContent=("(?:[^"\\]|\\.)*")/m.exec(
      code,
    )
  return found ? (JSON.parse(found[1] ?? '""') as string) : undefined
}

function textOf(out: BundleLike[string] | undefined): string | undefined {
  if (out?.type !== 'asset') return undefined
  return typeof out.source === 'string' ? out.source : new TextDecoder().decode(out.source)
}

// A relative url() in a <style> would resolve against the page's address, not the assets folder: such CSS stays a
// file. (Vite writes the build's own assets with the base, /edu/assets/….)
const RELATIVE_URL = /url\(\s*['"]?(?![a-z][a-z0-9+.-]*:|\/|#|['"])/i

// A chunk of CSS alone (a dynamic import of a stylesheet, as KaTeX's): Vite drops the chunk and has its importer
// link the CSS instead, so the CSS must stay a file.
const onlyCss = (moduleIds: readonly string[]) => moduleIds.every((id) => /\.css($|\?)/.test(id))

const cssMayMove = (css: string | undefined): css is string => css !== undefined && !RELATIVE_URL.test(css)

/**
 * Moves each lazy chunk's CSS files into its code and out of the bundle; a CSS file that more than one chunk
 * imports, a CSS-only chunk's, or one with a relative url() stays a file. Answers the files moved.
 */
export function moveChunkCss(bundle: BundleLike): string[] {
  const importers = new Map<string, number>()
  for (const out of Object.values(bundle))
    if (out.type === 'chunk') for (const css of out.viteMetadata?.importedCss ?? []) importers.set(css, (importers.get(css) ?? 0) + 1)
  const moved: string[] = []
  for (const [fileName, out] of Object.entries(bundle)) {
    if (out.type !== 'chunk' || out.isEntry || !out.viteMetadata?.importedCss.size || onlyCss(out.moduleIds)) continue
    const imported = out.viteMetadata.importedCss
    const own = [...imported].filter((file) => importers.get(file) === 1 && cssMayMove(textOf(bundle[file])))
    if (!own.length) continue
    const css = own.map((file) => textOf(bundle[file])).join('\n')
    out.code = styleStatement(css.trim()) + out.code
    // One line more at the top: a source map's lines move down by one, in the map Vite reads when it rewrites the
    // chunk (its preload lists) and in the map file already in the bundle, written when nothing rewrites it.
    if (out.map) out.map.mappings = `;${out.map.mappings}`
    const mapFile = bundle[`${fileName}.map`]
    const mapText = textOf(mapFile)
    if (mapFile?.type === 'asset' && mapText !== undefined) {
      const map = JSON.parse(mapText) as { mappings: string }
      mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` })
    }
    for (const file of own) {
      imported.delete(file)
      delete bundle[file]
      moved.push(file)
    }
  }
  return moved
}

/** Goes into the name of each lazy chunk whose CSS may move in (a change to the move changes the mark). */
export function cssHashMark(chunk: { isEntry: boolean; viteMetadata?: { importedCss: Set<string> } }): string | undefined {
  return !chunk.isEntry && chunk.viteMetadata?.importedCss.size ? 'edu-chunk-css-2' : undefined
}

/** Runs before Vite's import analysis writes each dynamic import's preload list, so no list names the files. */
export function chunkCssPlugin(): Plugin {
  return {
    name: 'edu-chunk-css',
    apply: 'build',
    // The CSS goes into a chunk after its name is made, from code without it: without this a chunk would keep the
    // name it had as a file without its CSS, and a browser holding that file would draw the screen unstyled.
    augmentChunkHash: cssHashMark,
    // First of every plugin's: the screens plugin's report (npm run size) must not name the files moved.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        moveChunkCss(bundle)
      },
    },
  }
}
