// npm test: every check CI runs, in order, stopping at the first failure and naming it. Each step's time is
// printed so a slow step is noticed before it hurts.
import { spawnSync } from 'node:child_process'
import { root } from './lib/schema-files.ts'

const steps: { name: string; command: string }[] = [
  { name: 'lint (ESLint, Prettier)', command: 'npm run lint' },
  { name: 'generated types are current', command: 'npm run gen -- --check' },
  { name: 'layer boundaries', command: 'npm run deps' },
  { name: 'screen configs', command: 'npm run screens -- check' },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'unit and component tests', command: 'npx vitest run --project unit --project dom' },
  { name: 'production build', command: 'npm run build' },
  { name: 'byte budgets', command: 'npm run size' },
  { name: 'browser tests', command: 'npx vitest run --project e2e' },
  { name: 'storybook build', command: 'npm run build-storybook' },
]

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const times: string[] = []
const started = Date.now()
for (const [i, step] of steps.entries()) {
  console.log(`\n▶ [${i + 1}/${steps.length}] ${step.name}: ${step.command}`)
  const t = Date.now()
  const result = spawnSync(step.command, { cwd: root, stdio: 'inherit', shell: true })
  const took = seconds(Date.now() - t)
  times.push(`  ${step.name.padEnd(28)} ${took.padStart(8)}`)
  if (result.status !== 0) {
    console.error(`\n✗ step ${i + 1} failed: ${step.name} (${step.command}), exit ${result.status ?? result.signal}, after ${took}`)
    process.exit(1)
  }
  console.log(`✓ ${step.name} (${took})`)
}
console.log(`\nAll ${steps.length} steps passed in ${seconds(Date.now() - started)}:\n${times.join('\n')}`)
