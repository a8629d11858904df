// npm test: every check CI runs, stopping at the first failure and naming it. The machine has two cores and the
// browser tests are most of the run: they start at once, after their own build, and leave a third of the CPU idle
// while pages load and wait. The other lane fills it: the static checks and builds first (a mistake there is
// named within a minute or two), then the unit tests, then ESLint (one core for about a minute and a half). Each
// step's time is printed so a slow step is noticed before it hurts, and so are the ten slowest test files of the
// Vitest steps (unit, dom and browser; written by test-times/reporter.ts).
import { root } from './lib/schema-files.ts'
import { runStage, seconds, timeTable, type Stage, type StepResult } from './test-all/run-steps.ts'
import { clearFileTimes, readFileTimes, slowestLines } from './test-times/slowest.ts'

const timed = '--reporter=default --reporter=./scripts/test-times/reporter.ts'

const stages: Stage[] = [
  [
    [
      // The browser tests' own build (with the fixture screens), then the tests against it.
      { name: 'browser tests build', command: 'npx tsx tests/e2e/build-app.ts' },
      { name: 'browser tests', command: `npx vitest run --project e2e ${timed}`, env: { E2E_SKIP_BUILD: '1' } },
    ],
    [
      { name: 'generated types are current', command: 'npm run gen -- --check' },
      { name: 'layer boundaries', command: 'npm run deps' },
      { name: 'screen configs (and no copied pieces)', command: 'npm run screens -- check --strict' },
      { name: 'typecheck', command: 'npm run typecheck' },
      { name: 'production build', command: 'npm run build' },
      { name: 'byte budgets', command: 'npm run size' },
      { name: 'unit and component tests', command: `npx vitest run --project unit --project dom --project isolated ${timed}` },
      { name: 'storybook build', command: 'npm run build-storybook' },
      { name: 'lint (ESLint, Prettier)', command: 'npm run lint' },
    ],
  ],
]

/** The ten slowest test files of the Vitest steps run so far (none before the unit step). */
function printSlowest(): void {
  const lines = slowestLines(readFileTimes())
  if (lines.length) console.log(`\nThe ${lines.length} slowest test files:\n${lines.join('\n')}`)
}

const started = Date.now()
const results: StepResult[] = []
clearFileTimes()
for (const [i, stage] of stages.entries()) {
  console.log(`\n■ stage ${i + 1}/${stages.length}`)
  results.push(...(await runStage(stage, root)))
  const failed = results.find((r) => !r.ok)
  if (failed) {
    console.log(`\n${timeTable(results)}`)
    printSlowest()
    console.error(`\n✗ ${failed.step.name} failed (${failed.step.command}), exit ${failed.exit}, after ${seconds(failed.ms)}`)
    process.exit(1)
  }
}
console.log(`\nAll ${results.length} steps passed in ${seconds(Date.now() - started)}:\n${timeTable(results)}`)
printSlowest()
