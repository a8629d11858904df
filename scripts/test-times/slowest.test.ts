// npm test's closing table: the ten slowest test files across the unit and browser runs, slowest first.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { clearFileTimes, readFileTimes, slowestLines, type FileTime } from './slowest'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function timesDir(runs: Record<string, FileTime[]>): string {
  const dir = mkdtempSync(join(tmpdir(), 'file-times-'))
  dirs.push(dir)
  for (const [name, times] of Object.entries(runs)) writeFileSync(join(dir, name), JSON.stringify(times))
  return dir
}

describe('the slowest test files', () => {
  it('merges the unit and browser runs and lists the ten slowest, slowest first, with seconds and project', () => {
    const unit = Array.from({ length: 12 }, (_, i) => ({ project: i % 2 ? 'dom' : 'unit', file: `src/f${i}.test.ts`, ms: i * 100 }))
    const dir = timesDir({
      'dom+unit.json': unit,
      'e2e.json': [{ project: 'e2e', file: 'tests/e2e/every-route.test.ts', ms: 41_234 }],
      'notes.txt': [],
    })
    const lines = slowestLines(readFileTimes(dir))
    expect(lines).toHaveLength(10)
    expect(lines[0]).toBe('    41.2 s  e2e   tests/e2e/every-route.test.ts')
    expect(lines[1]).toBe('     1.1 s  dom   src/f11.test.ts')
    expect(lines[2]).toBe('     1.0 s  unit  src/f10.test.ts')
    expect(lines[9]).toBe('     0.3 s  dom   src/f3.test.ts')
  })

  it('has nothing to list before a test step ran, or after the times are cleared', () => {
    const dir = timesDir({ 'e2e.json': [{ project: 'e2e', file: 'tests/e2e/csp.test.ts', ms: 900 }] })
    clearFileTimes(dir)
    expect(slowestLines(readFileTimes(dir))).toEqual([])
    expect(readFileTimes(join(dir, 'never-written'))).toEqual([])
  })
})
