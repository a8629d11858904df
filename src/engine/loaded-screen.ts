// The shape every screen chunk has: the build checks the config (src/engine/check, through scripts/screens/check.ts) and ships either
// the config or the problems it found, so a bad config reaches the loader as data, never as a crash.
import type { Route, Screen } from '../generated/screen'
import type { CallWire } from '../api/call-spec'

export interface Problem {
  /** The screen file, relative to the project: screens/home/no-data.json. */
  file: string
  /** Where in the file, as a JSON path: /body/0/type. Empty for the whole file. */
  path: string
  /** Where in the file's text, 1-based, when the text was checked (a config arriving as data has none). */
  line?: number
  column?: number
  /** What is wrong and how to put it right (src/engine/check/words.ts). */
  message: string
  /**
   * For a screen from outside the build: the capability it asked for and was refused (src/engine/remote/
   * capabilities.ts). The failure page then names it to the user instead of saying only that the page failed.
   */
  capability?: Capability
}

/** What a screen from outside the build may be refused: a data source, a writing call, a picture, a link. */
export type Capability = 'data sources' | 'writing calls' | 'images' | 'links'

export interface LoadedScreen {
  file: string
  config: Screen | null
  problems: Problem[]
  /** The node presets the screen draws (nodePresetsUsed), brought by its chunk: the app keeps them for its preset node. */
  nodePresets?: Record<string, unknown>
  /**
   * The action presets its config and node presets name (actionPresetsUsed), brought by its chunk: the app keeps them
   * for the `preset` action, so that the entry carries none.
   */
  actionPresets?: Record<string, unknown>
  /**
   * The shared words (screens/wording.json) it and its node types' renderers name that the entry does not carry
   * (scripts/vite/screen-words.ts): the app adds them to the engine's wording as the chunk arrives.
   */
  words?: Record<string, string>
  /**
   * The wire of the calls its config names that the entry does not carry (scripts/vite/screen-calls.ts): the app
   * adds them to its client's as the chunk arrives.
   */
  calls?: Record<string, CallWire>
}

/**
 * A route of a screen as the manifest carries it: its path and auth, and the facts the app layers read for the
 * route shown (schemas/screen.schema.json#/definitions/route says what each means; docs/screen-facts.md who reads it).
 */
export type ScreenRoute = Route

/**
 * One entry of the screen manifest (virtual:edu-screens): enough to build the route table and start fetching
 * without loading. Every first visit loads it (a chunk preloaded beside the entry), so it holds only what route
 * match and the frame need (about 46 bytes gzip a screen, checked by scripts/size/manifest.test.ts); the file and
 * the rest of the config come with the screen chunk.
 */
/** What a screen looks like before its chunk is there: its title and header over an empty page. */
export type ScreenFrameConfig = Pick<Screen, 'title' | 'header'>

/** A screen's frame, without what the header has by default (a back arrow): every byte sits in the manifest. */
export function frameOf(config: Screen): ScreenFrameConfig {
  const { back, ...header } = config.header ?? {}
  const options = back === false ? { ...header, back } : header
  return Object.keys(options).length ? { title: config.title, header: options } : { title: config.title }
}

export interface ScreenEntry {
  id: string
  routes: ScreenRoute[]
  /** The node types the screen uses (their lazy renderers are fetched alongside the screen chunk). */
  types?: string[]
  /**
   * The screen's title and header, so its frame draws with the shell's first render instead of after the screen
   * chunk: the largest thing on many screens is their title. Absent for a config with problems.
   */
  frame?: ScreenFrameConfig
  load(): Promise<{ default: LoadedScreen }>
}

/** file:line:column (JSON path) message, the form editors and terminals link to the place; file (JSON path) without a line. */
export function formatProblem(p: Problem): string {
  const at = p.line === undefined ? p.file : `${p.file}:${p.line}:${p.column ?? 1}`
  return `${at} (${p.path || '/'}) ${p.message}`
}

/** The capabilities a set of problems names, each once, in the order first met. */
export function refusedCapabilities(problems: readonly Problem[]): Capability[] {
  return [...new Set(problems.flatMap((p) => (p.capability ? [p.capability] : [])))]
}
