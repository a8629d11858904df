// The screen manifest is a chunk index.html preloads beside the entry (scripts/vite/screens-plugin.ts), so every
// screen added makes every first visit heavier. It holds what route match needs (id, routes with their guard, node types) and the screen's frame (its
// title, and its header unless it is the default one), which lets the frame draw with the shell's first render:
// the title is the largest early paint of many screens (Lighthouse's LCP on the form went from 3.5 s to 2.5 s).
// That costs 45 bytes gzip a screen instead of 34 (222 screens); file names and absolute paths stay out.
import { createHash } from 'node:crypto'
import { basename, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { root } from '../lib/schema-files.ts'
import { ScreenSet, type ManifestEntry } from '../vite/screen-set.ts'
import { manifestModule } from '../vite/screens-plugin.ts'

/** Bytes (gzip) of one screen's entry in the manifest, averaged over the last screens, as the build writes it. */
const PER_SCREEN_LIMIT = 48

// The build turns each import into a hashed chunk name (8 characters gzip cannot shrink) behind Vite's preload helper.
function asBuilt(entries: readonly ManifestEntry[]): number {
  const code = manifestModule(entries)
    .replace(/import\("([^"]+)\?screen"\)/g, (_m, file: string) => {
      const hash = createHash('sha1').update(file).digest('base64url').slice(0, 8)
      return `__vitePreload(()=>import("./${basename(file, '.json')}-${hash}.js"),__VITE_PRELOAD__)`
    })
    .replace(/\n\s*/g, '')
  return gzipSync(code).length
}

describe('the screen manifest, loaded by every first visit', () => {
  const entries = new ScreenSet([join(root, 'screens')]).entries()

  it('holds only what route match and the frame need', () => {
    const module = manifestModule(entries)
    for (const field of ['"file"', '"absolute"', '"body"']) expect(module).not.toContain(field)
    expect(module).toContain('"frame"')
  })

  it(`grows by at most ${PER_SCREEN_LIMIT} bytes gzip a screen`, () => {
    const added = 40
    expect(entries.length).toBeGreaterThan(added * 2)
    const perScreen = (asBuilt(entries) - asBuilt(entries.slice(0, -added))) / added
    console.log(`manifest: ${asBuilt(entries)} bytes gzip for ${entries.length} screens, ${perScreen.toFixed(1)} a screen`)
    expect(perScreen).toBeLessThanOrEqual(PER_SCREEN_LIMIT)
  })
})
