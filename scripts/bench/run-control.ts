// What the bench's runs share (the reference run, the sweep, --against): the checkout they measure named in their
// reports, a failure told in one line, and one stop of browser and servers whether the run ends or Ctrl-C comes first.
import { execFileSync } from 'node:child_process'
import { root } from '../lib/schema-files.ts'

export const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()

/** The commit measured, and whether uncommitted changes were measured with it. */
export const checkoutLabel = () =>
  `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain').length ? ' + uncommitted changes' : ''}`

/** An error's first line, short enough for a report's cell. */
export const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e)).split('\n')[0].slice(0, 300)

/**
 * `close` run once, whoever asks first (Ctrl-C or the end of the run: its `finally` then waits for the same stop).
 * Ctrl-C would otherwise skip `finally` and leave Chromium and the servers running.
 */
export function stopOnce(close: () => Promise<void>): () => Promise<void> {
  let stopping: Promise<void> | undefined
  const stop = () => (stopping ??= close())
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // A call in flight rejects when its browser goes; on the way out that is expected.
      process.on('unhandledRejection', () => undefined)
      void stop().then(() => process.exit(130))
    })
  }
  return stop
}
