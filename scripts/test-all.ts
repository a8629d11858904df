// npm test: every check CI runs, in order, stopping at the first failure and naming it. Each step's time is
// printed so a slow step is noticed before it hurts, and so are the ten slowest test files of the Vitest steps
// (unit, dom and browser; written by test-times/reporter.ts).
import { spawnSync } from 'node:child_process'
import { root } from './lib/schema-files.ts'
import { clearFileTimes, readFileTimes, slowestLines } from './test-times/slowest.ts'

const timed = '--reporter=default --reporter=./scripts/test-times/reporter.ts'

const steps: { name: string; command: string }[] = [
  { name: 'lint (ESLint, Prettier)', command: 'npm run lint' },
  { name: 'generated types are current', command: 'npm run gen -- --check' },
  { name: 'layer boundaries', command: 'npm run deps' },
  { name: 'screen configs', command: 'npm run screens -- check' },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'unit and component tests', command: `npx vitest run --project unit --project dom ${timed}` },
  { name: 'production build', command: 'npm run build' },
  { name: 'byte budgets', command: 'npm run size' },
  { name: 'browser tests', command: `npx vitest run --project e2e ${timed}` },
  { name: 'storybook build', command: 'npm run build-storybook' },
]

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const times: string[] = []
const started = Date.now()
clearFileTimes()

/** The ten slowest test files of the Vitest steps run so far (none before the unit step). */
function printSlowest(): void {
  const lines = slowestLines(readFileTimes())
  if (lines.length) console.log(`\nThe ${lines.length} slowest test files:\n${lines.join('\n')}`)
}

for (const [i, step] of steps.entries()) {
  console.log(`\n▶ [${i + 1}/${steps.length}] ${step.name}: ${step.command}`)
  const t = Date.now()
  const result = spawnSync(step.command, { cwd: root, stdio: 'inherit', shell: true })
  const took = seconds(Date.now() - t)
  times.push(`  ${step.name.padEnd(28)} ${took.padStart(8)}`)
  if (result.status !== 0) {
    printSlowest()
    console.error(`\n✗ step ${i + 1} failed: ${step.name} (${step.command}), exit ${result.status ?? result.signal}, after ${took}`)
    process.exit(1)
  }
  console.log(`✓ ${step.name} (${took})`)
}
console.log(`\nAll ${steps.length} steps passed in ${seconds(Date.now() - started)}:\n${times.join('\n')}`)
printSlowest()
