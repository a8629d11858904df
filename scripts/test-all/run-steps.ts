// Running npm test's steps: a stage's lanes run side by side, each lane's steps one after another. A lane alone
// in its stage prints as it goes; lanes side by side keep each step's output and print it whole when the step
// ends, so their lines do not interleave. The first failure stops the other lanes of its stage.
import { spawn, type ChildProcess } from 'node:child_process'

export interface Step {
  name: string
  command: string
  env?: Record<string, string>
}

export type Lane = Step[]
export type Stage = Lane[]

export interface StepResult {
  step: Step
  ms: number
  ok: boolean
  /** Exit code or signal, for a failed step. */
  exit?: string
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

function runStep(step: Step, cwd: string, streamed: boolean, running: Set<ChildProcess>): Promise<StepResult> {
  const started = Date.now()
  console.log(`▶ ${step.name}: ${step.command}`)
  // Its own process group, so stopping it stops what it started (Vite, Chromium, the preview server).
  const child = spawn(step.command, {
    cwd,
    shell: true,
    detached: true,
    env: { ...process.env, ...step.env },
    stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  let output = ''
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child)
      const ms = Date.now() - started
      if (!streamed && output) process.stdout.write(`\n── ${step.name} ──\n${output}`)
      const ok = code === 0
      console.log(`${ok ? '✓' : '✗'} ${step.name} (${seconds(ms)})`)
      resolve({ step, ms, ok, exit: ok ? undefined : String(code ?? signal) })
    })
  })
}

function stop(running: Set<ChildProcess>): void {
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
}

/** Every step running now, in every stage: stopped with npm test itself (Ctrl-C), as their own groups miss it. */
const everyRunning = new Set<ChildProcess>()
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stop(everyRunning)
    process.exit(130)
  })

/** Runs one stage; resolves to every step's result, stopping at the first failure. */
export async function runStage(stage: Stage, cwd: string): Promise<StepResult[]> {
  const results: StepResult[] = []
  const running = everyRunning
  let failed = false
  const streamed = stage.length === 1
  await Promise.all(
    stage.map(async (lane) => {
      for (const step of lane) {
        if (failed) return
        const result = await runStep(step, cwd, streamed, running)
        results.push(result)
        if (!result.ok) {
          failed = true
          stop(running)
        }
      }
    }),
  )
  return results
}

export function timeTable(results: readonly StepResult[]): string {
  return results.map((r) => `  ${r.step.name.padEnd(34)} ${seconds(r.ms).padStart(8)}${r.ok ? '' : `  ✗ exit ${r.exit}`}`).join('\n')
}

export { seconds }
