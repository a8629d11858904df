// A terminal for tests: runs a `screens` verb and keeps what it printed, line by line.
import { root } from '../lib/schema-files.ts'
import { runScreens } from './commands.ts'

export async function screens(args: string[], options: { screensDir?: string; env?: NodeJS.ProcessEnv } = {}) {
  const out: string[] = []
  const err: string[] = []
  const code = await runScreens(args, {
    out: (l) => out.push(...l.split('\n')),
    err: (l) => err.push(...l.split('\n')),
    cwd: root,
    env: options.env ?? {},
    screensDir: options.screensDir,
  })
  return { code, out, err }
}
