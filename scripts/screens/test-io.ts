// A terminal for tests: runs a `screens` verb and keeps what it printed, line by line.
import { root } from '../lib/schema-files.ts'
import { runScreens, type Io } from './commands.ts'

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
