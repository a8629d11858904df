// The slowest test files of a run, from what reporter.ts wrote (one JSON file per Vitest run).
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { root } from '../lib/schema-files.ts'

/** Where reporter.ts writes (git-ignored, with the browser tests' other output). */
export const TIMES_DIR = join(root, 'test-results', 'file-times')

export interface FileTime {
  project: string
  /** Relative to the repository. */
  file: string
  ms: number
}

/** Forget an earlier run's times, so a run prints only its own. */
export function clearFileTimes(dir = TIMES_DIR): void {
  rmSync(dir, { recursive: true, force: true })
}

/** Every file time written under dir; a file that cannot be read counts as no times. */
export function readFileTimes(dir = TIMES_DIR): FileTime[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      try {
        return JSON.parse(readFileSync(join(dir, name), 'utf8')) as FileTime[]
      } catch {
        return []
      }
    })
}

/** The n slowest files as table lines (time, project, file), slowest first. */
export function slowestLines(times: readonly FileTime[], n = 10): string[] {
  return [...times]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, n)
    .map((t) => `  ${`${(t.ms / 1000).toFixed(1)} s`.padStart(8)}  ${t.project.padEnd(5)} ${t.file}`)
}
