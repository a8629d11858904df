// The shape every screen chunk has: the build checks the config (scripts/screens/check.ts) and ships either
// the config or the problems it found, so a bad config reaches the loader as data, never as a crash.
import type { Screen } from '../generated/screen'

export interface Problem {
  /** The screen file, relative to the project: screens/home/no-data.json. */
  file: string
  /** Where in the file, as a JSON path: /body/0/type. Empty for the whole file. */
  path: string
  message: string
}

export interface LoadedScreen {
  file: string
  config: Screen | null
  problems: Problem[]
}

export interface ScreenRoute {
  path: string
  auth: 'none' | 'login' | 'doctor'
}

/**
 * One entry of the screen manifest (virtual:edu-screens): enough to build the route table and start fetching
 * without loading. It sits in the entry chunk, so it holds only what route match needs (about 25 bytes gzip a
 * screen, checked by scripts/size/manifest.test.ts); the file, title and header come with the screen chunk.
 */
export interface ScreenEntry {
  id: string
  routes: ScreenRoute[]
  /** The node types the screen uses (their lazy renderers are fetched alongside the screen chunk). */
  types?: string[]
  load(): Promise<{ default: LoadedScreen }>
}

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.path || '/'}: ${p.message}`
}
