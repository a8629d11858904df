// A Vitest reporter that writes how long each test file took, whole: environment (jsdom costs seconds under
// load), setup files, imports and the tests with their hooks. `npm test` (scripts/test-all.ts) adds it to the
// unit and browser steps and prints the ten slowest files at the end (slowest.ts). Used with
// `--reporter=default --reporter=./scripts/test-times/reporter.ts`; it prints nothing itself.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'
import { TIMES_DIR, type FileTime } from './slowest.ts'

export default class FileTimesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const times: FileTime[] = modules.map((module) => {
      const d = module.diagnostic()
      const ms = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration
      return { project: module.project.name, file: module.relativeModuleId, ms: Math.round(ms) }
    })
    if (!times.length) return
    // One file per run, named by its projects, so the unit run and the browser run do not overwrite each other.
    const projects = [...new Set(times.map((t) => t.project))].sort().join('+')
    mkdirSync(TIMES_DIR, { recursive: true })
    writeFileSync(join(TIMES_DIR, `${projects}.json`), JSON.stringify(times, null, 1))
  }
}
