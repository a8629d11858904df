// The build the gallery photographs: the app as `npm run build` makes it (dist/, the app's own screens only),
// reused while it is newer than every source it is made from, rebuilt otherwise (or with --build).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { root } from '../lib/schema-files.ts'

export const outDir = join(root, 'dist')

/** What a build is made from: a change to any of these makes dist/ stale. */
const sources = ['src', 'renderers', 'screens', 'schemas', 'public', 'index.html', 'vite.config.ts', 'package-lock.json']

function newestChange(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const name of readdirSync(path, { recursive: true, encoding: 'utf8' })) newest = Math.max(newest, statSync(join(path, name)).mtimeMs)
  return newest
}

/** Whether dist/ holds a build newer than every source (the reason to rebuild otherwise). */
export function staleBecause(): string | undefined {
  const index = join(outDir, 'index.html')
  if (!existsSync(index)) return 'no build in dist/'
  const built = statSync(index).mtimeMs
  const changed = sources.find((s) => newestChange(join(root, s)) > built)
  return changed ? `${changed} changed since the last build` : undefined
}

/** Builds the app into dist/ as `npm run build` does (the region index first, as its prebuild step). */
export function build(): void {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' }
  // The app as it ships in demo mode: the embedded backend, no test fixtures, no real API.
  delete env.EDU_EXTRA_SCREENS
  delete env.VITE_API_BASE
  for (const args of [
    ['run', 'mock:regions'],
    ['exec', '--', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
  ]) {
    const result = spawnSync('npm', args, { cwd: root, env, stdio: 'inherit' })
    if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed (${String(result.status)})`)
  }
}
