// The two production builds the benchmark serves: 'mock' as the app ships for demos (embedded backend in the
// page), 'api' as a real deployment (VITE_API_BASE set: the page never loads the embedded backend).
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { root } from '../lib/schema-files.ts'
import { FORM_200_PATH, workDir } from './setup.ts'

export type Variant = 'mock' | 'api'

/** Same origin, behind the preview's proxy: no CORS preflights that a real gateway setup would not have either. */
export const API_BASE = '/edu/api'

export const outDirOf = (variant: Variant) => join(workDir, `dist-${variant}`)

/** Screens only the bench's api build has (the 200-field form) (EDU_EXTRA_SCREENS), written at run time. */
const benchScreensDir = join(workDir, 'screens')

function writeBenchScreens(): void {
  const properties = Object.fromEntries(
    Array.from({ length: 200 }, (_, i) => [`f${String(i)}`, { type: 'string', title: `字段${String(i + 1)}` }]),
  )
  const screen = {
    $schema: relative(benchScreensDir, join(root, 'schemas/screen.schema.json')),
    id: 'bench/form-200',
    routes: [{ path: FORM_200_PATH, auth: 'none' }],
    title: '200个字段',
    body: [{ type: 'form', id: 'bench', schema: { type: 'object', properties } }],
  }
  mkdirSync(benchScreensDir, { recursive: true })
  writeFileSync(join(benchScreensDir, 'form-200.json'), `${JSON.stringify(screen, null, 2)}\n`)
}

/** Where a build comes from and goes: this checkout into its variant's folder, or another revision's tree (against.ts). */
export interface BuildPlace {
  sourceDir: string
  outDir: string
}

export function buildVariant(variant: Variant, place: BuildPlace = { sourceDir: root, outDir: outDirOf(variant) }): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' }
  // Whatever the caller's shell holds, each variant gets exactly its own settings.
  delete env.VITE_API_BASE
  delete env.VITE_LOGIN_HOST
  delete env.EDU_EXTRA_SCREENS
  if (variant === 'api') {
    env.VITE_API_BASE = API_BASE
    writeBenchScreens()
    env.EDU_EXTRA_SCREENS = benchScreensDir
  }
  const vite = join(place.sourceDir, 'node_modules/vite/bin/vite.js')
  const args = [vite, 'build', '--outDir', place.outDir, '--emptyOutDir', '--logLevel', 'error']
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: place.sourceDir, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let log = ''
    child.stdout.on('data', (d: Buffer) => (log += d.toString()))
    child.stderr.on('data', (d: Buffer) => (log += d.toString()))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build (${variant}) failed (${code}):\n${log}`))))
  })
}
