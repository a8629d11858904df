// A terminal for tests: runs a `screens` verb and keeps what it printed, line by line; and a file written as staff
// would save it.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { root, schemasDir } from '../lib/schema-files.ts'
import { runScreens, type Io } from './commands.ts'
import { displayName } from './files.ts'
import { formatted } from './prettier.ts'

/** Runs `run` (a verb's runner) as a terminal would, keeping what it printed, line by line. */
export async function printed<R>(run: (io: Io) => Promise<R>, options: { screensDir?: string; env?: NodeJS.ProcessEnv } = {}) {
  const out: string[] = []
  const err: string[] = []
  const code = await run({
    out: (l) => out.push(...l.split('\n')),
    err: (l) => err.push(...l.split('\n')),
    cwd: root,
    env: options.env ?? {},
    screensDir: options.screensDir,
  })
  return { code, out, err }
}

export function screens(args: string[], options: { screensDir?: string; env?: NodeJS.ProcessEnv } = {}) {
  return printed((io) => runScreens(args, io), options)
}

/** A file under `dir` as staff would save it: its `$schema` line, laid out as the lint step wants (check holds it to that too). */
export async function writeScreenFile(dir: string, file: string, value: Record<string, unknown>, schema = 'screen.schema.json') {
  const absolute = join(dir, file)
  mkdirSync(dirname(absolute), { recursive: true })
  const text = JSON.stringify({ $schema: relative(dirname(absolute), join(schemasDir, schema)), ...value }, null, 2)
  writeFileSync(absolute, await formatted(absolute, text))
  return displayName(absolute)
}
