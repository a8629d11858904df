// The order Vitest starts test files in. Without times from an earlier run (a fresh clone, as on CI), Vitest starts
// the largest files first; the every-route shards are three-line files that hold a third of the browser tests'
// work each, and started last they left one of the two workers idle at the end (60 s of 490 on 2026-11-29).
// They start first, with the two reachability crawls (reach-*.test.ts, a minute or more each); everything else
// keeps Vitest's order.
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const LONGEST = /\/tests\/e2e\/(every-route-\d+|reach-(doctor|resident))\.test\.ts$/

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    return [...sorted.filter((f) => LONGEST.test(f.moduleId)), ...sorted.filter((f) => !LONGEST.test(f.moduleId))]
  }
}
