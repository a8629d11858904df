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

/** One entry of the screen manifest (virtual:edu-screens): enough to build the route table without loading. */
export interface ScreenEntry {
  id: string
  file: string
  routes: ScreenRoute[]
  /** The node types the screen uses (their lazy renderers are fetched alongside the screen chunk). */
  types?: string[]
  /** The screen's title and header, drawn before the rest of the screen has arrived. */
  frame?: Pick<Screen, 'title' | 'header'>
  load(): Promise<{ default: LoadedScreen }>
}

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.path || '/'}: ${p.message}`
}
