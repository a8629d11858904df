// What the screens plugin writes next to a build (dist/.vite/edu-screens.json) so `npm run size` can tell the
// entry chunk, each screen's chunk and what they import, without the lead turning on Vite's full manifest.
export const BUNDLE_REPORT_FILE = '.vite/edu-screens.json'

export interface ChunkInfo {
  entry: boolean
  /** Chunks loaded with this one (static imports), by file name under the output folder. */
  imports: string[]
  dynamicImports: string[]
  /** The module the chunk stands for, relative to the root (renderers/cell/Cell.tsx): how a node type's lazy chunk is found. */
  facade?: string
  /**
   * The modules of a chunk without a facade that chunks import dynamically (a codeSplitting group that holds
   * several lazy components, small-renderers): it stands for each of them, as a facade chunk for its module.
   */
  lazyModules?: string[]
  /** CSS files loaded with this chunk. */
  css?: string[]
}

export interface ScreenChunk {
  id: string
  file: string
  routes: string[]
  chunk: string
  /** The node types its config uses (known statically from the JSON): their lazy chunks load on first visit. */
  types?: string[]
  /** Its forms' precompiled validators (file names under renderers/form/validation/generated/), fetched with it. */
  validators?: string[]
}

export interface BundleReport {
  chunks: Record<string, ChunkInfo>
  screens: ScreenChunk[]
}
