// Which files are screens: every *.json under screens/, plus the folders named in EDU_EXTRA_SCREENS
// (comma-separated; the browser tests add their fixtures this way).
import { existsSync, readdirSync } from 'node:fs'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import { root } from '../lib/schema-files.ts'

export const screensDir = join(root, 'screens')

export function extraScreenDirs(env: NodeJS.ProcessEnv = process.env, base = root): string[] {
  return (env.EDU_EXTRA_SCREENS ?? '')
    .split(',')
    .filter(Boolean)
    .map((d) => resolve(base, d))
}

/** Absolute paths of the *.json files under the folders, sorted, each once. */
export function screenFilesIn(dirs: readonly string[]): string[] {
  const files = new Set<string>()
  for (const dir of dirs) {
    if (!existsSync(dir)) continue
    for (const f of readdirSync(dir, { recursive: true, encoding: 'utf8' })) if (f.endsWith('.json')) files.add(join(dir, f))
  }
  return [...files].sort()
}

/** How a file is named in problems and the route table: relative to the project, with / separators. */
export function displayName(file: string, base = root): string {
  const rel = relative(base, file)
  return (rel.startsWith('..') || isAbsolute(rel) ? file : rel).split(sep).join('/')
}

/** The id a screen gets from its place: screens/home/no-data.json -> home/no-data (used when its id is unreadable). */
export function idFromPlace(file: string, dirs: readonly string[]): string {
  const dir = dirs.find((d) => !relative(d, file).startsWith('..'))
  return relative(dir ?? root, file)
    .split(sep)
    .join('/')
    .replace(/\.json$/, '')
}
