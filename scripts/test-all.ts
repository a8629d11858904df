// npm test: every check CI runs, stopping at the first failure and naming it. The machine has two cores: ESLint
// keeps one busy for about two minutes, and the other lane's static checks and builds end well before it, so the
// unit tests start there, on the core they leave free, and get both once ESLint is done. The browser tests run
// alone, on both. Each step's time is printed so a slow step is noticed before it hurts, and so are the ten slowest
// test files of the Vitest steps (unit, dom and browser; written by test-times/reporter.ts).
import { root } from './lib/schema-files.ts'
import { runStage, seconds, timeTable, type Stage, type StepResult } from './test-all/run-steps.ts'
import { clearFileTimes, readFileTimes, slowestLines } from './test-times/slowest.ts'

const timed = '--reporter=default --reporter=./scripts/test-times/reporter.ts'

const stages: Stage[] = [
  [
    [{ name: 'lint (ESLint, Prettier)', command: 'npm run lint' }],
    [
      { name: 'generated types are current', command: 'npm run gen -- --check' },
      { name: 'layer boundaries', command: 'npm run deps' },
      { name: 'screen configs (and no copied pieces)', command: 'npm run screens -- check --strict' },
      { name: 'typecheck', command: 'npm run typecheck' },
      { name: 'storybook build', command: 'npm run build-storybook' },
      { name: 'production build', command: 'npm run build' },
      { name: 'byte budgets', command: 'npm run size' },
      // The browser tests' own build (with the fixture screens).
      { name: 'browser tests build', command: 'npx tsx tests/e2e/build-app.ts' },
      { name: 'unit and component tests', command: `npx vitest run --project unit --project dom --project isolated ${timed}` },
    ],
  ],
  [[{ name: 'browser tests', command: `npx vitest run --project e2e ${timed}`, env: { E2E_SKIP_BUILD: '1' } }]],
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
