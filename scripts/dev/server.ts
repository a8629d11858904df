// A `vite` dev server started for a measurement: its own process (so its CPU time and peak memory are its own),
// the time until it says it is ready, and the lines it prints (a dependency re-optimisation that reloads the page
// shows up there).
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { root } from '../lib/schema-files.ts'

export interface DevServer {
  baseUrl: string
  /** From spawning the process to Vite's "ready in" line. */
  readyMs: number
  /** Every line the server printed, with the time since it was spawned. */
  lines: { atMs: number; text: string }[]
  /** How many times so far it told the page to reload. */
  reloads(): number
  /** Seconds of CPU the process has used so far (all its threads: Vite's transforms, Rolldown's workers). */
  cpuSeconds(): number
  /** The process's peak resident memory so far, in MB (VmHWM). */
  peakRssMb(): number
  stop(): Promise<void>
}

const viteBin = join(root, 'node_modules/vite/bin/vite.js')
// The kernel's clock ticks per second for /proc/<pid>/stat; 100 on every Linux this runs on.
const CLOCK_TICKS = 100
// eslint-disable-next-line no-control-regex -- Vite colours its output; the lines are read without the colours
const ANSI = /\x1b\[[0-9;]*m/g

function procStat(pid: number): { cpuSeconds: number } {
  // Fields after the command name (which may hold spaces, hence from the last ')'): utime is 14th, stime 15th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return { cpuSeconds: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS }
}

function peakRss(pid: number): number {
  const match = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Number(match[1]) / 1024 : NaN
}

/** Starts `vite` on `port` (strict) with `config` (a file relative to the repository), resolved once it is ready. */
export async function startDevServer(port: number, config: string): Promise<DevServer> {
  const started = performance.now()
  const child: ChildProcess = spawn(process.execPath, [viteBin, '--port', String(port), '--strictPort', '--config', config], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', BROWSER: 'none' },
  })
  const pid = child.pid
  if (pid === undefined) throw new Error('vite did not start')
  const lines: DevServer['lines'] = []
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const readyMs = await new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      for (const text of chunk.toString().replace(ANSI, '').split('\n')) {
        if (!text.trim()) continue
        const atMs = performance.now() - started
        lines.push({ atMs, text })
        if (/ready in/.test(text)) resolve(atMs)
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => reject(new Error(`vite exited (${code}) before it was ready:\n${lines.map((l) => l.text).join('\n')}`)))
  })
  return {
    baseUrl: `http://localhost:${port}/edu`,
    readyMs,
    lines,
    reloads: () => lines.filter((l) => /reloading|page reload/.test(l.text)).length,
    cpuSeconds: () => procStat(pid).cpuSeconds,
    peakRssMb: () => peakRss(pid),
    async stop() {
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** Resolves once the server has used less than 5% of a core for `quietMs` (its background work is done). */
export async function untilIdle(server: DevServer, quietMs = 2000, timeoutMs = 180_000): Promise<number> {
  const started = performance.now()
  const step = 250
  let last = server.cpuSeconds()
  let quietSince = performance.now()
  while (performance.now() - started < timeoutMs) {
    await new Promise((r) => setTimeout(r, step))
    const now = server.cpuSeconds()
    if (now - last > (0.05 * step) / 1000) quietSince = performance.now()
    last = now
    if (performance.now() - quietSince >= quietMs) return quietSince - started
  }
  throw new Error(`the dev server was still busy after ${timeoutMs / 1000} s`)
}
