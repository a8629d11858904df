// npm run forms: precompile the validator of every form in the screens (screens/ and EDU_EXTRA_SCREENS) into
// renderers/form/validation/generated/ (git-ignored). Outputs are named by schema hash, so an unchanged
// schema is not compiled again and a changed one gets a new file; files no form uses any more are removed.
// A form whose validator is missing still works in the browser, with Ajv loaded at run time.
import type { RJSFSchema } from '@rjsf/utils'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { validatorFileName, VALIDATOR_FORMAT } from '../../renderers/form/validation/validator-file.ts'
import { root } from '../lib/schema-files.ts'
import { extraScreenDirs, screenFilesIn, screensDir } from '../screens/files.ts'
import { compileValidators, type CompileJob } from './compile.ts'
import { resolveFormSchemas } from './inline-schema.ts'

export const generatedDir = join(root, 'renderers/form/validation/generated')

export interface PrecompileResult {
  compiled: string[]
  upToDate: string[]
  problems: string[]
}

function versionOf(pkg: string): string {
  const file = join(root, 'node_modules', pkg, 'package.json')
  return existsSync(file) ? String((JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version) : 'none'
}

/** What the outputs depend on besides the schema: when it changes, everything is compiled again. */
function stamp(): string {
  return JSON.stringify({
    format: VALIDATOR_FORMAT,
    rjsf: versionOf('@rjsf/validator-ajv8'),
    ajv: versionOf('ajv'),
    formats: versionOf('ajv-formats'),
  })
}

/** Every form schema in the screen files, inlined, by output file name. */
export function collectJobs(files: readonly string[]): { jobs: Map<string, CompileJob>; problems: string[] } {
  const jobs = new Map<string, CompileJob>()
  const problems: string[] = []
  for (const file of files) {
    let config: unknown
    try {
      config = JSON.parse(readFileSync(file, 'utf8'))
    } catch {
      continue // `screens check` reports files that are not JSON
    }
    try {
      for (const form of resolveFormSchemas(config, file).forms) {
        const schema = form.schema as RJSFSchema
        const fileName = validatorFileName(schema)
        jobs.set(fileName, { fileName, schema })
      }
    } catch (e) {
      problems.push(`${relative(root, file)}: ${e instanceof Error ? e.message : String(e)}`)
    }
  }
  return { jobs, problems }
}

export async function precompileFormValidators(options: { dirs?: string[]; outDir?: string } = {}): Promise<PrecompileResult> {
  const outDir = options.outDir ?? generatedDir
  const dirs = options.dirs ?? [screensDir, ...extraScreenDirs()]
  const { jobs, problems } = collectJobs(screenFilesIn(dirs))
  mkdirSync(outDir, { recursive: true })

  const stampFile = join(outDir, 'stamp.json')
  const fresh = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp()
  const present = readdirSync(outDir).filter((f) => f.endsWith('.js'))
  const upToDate = fresh && [...jobs.keys()].every((f) => present.includes(f))
  // Helper chunks are shared between the outputs, so any change rebuilds them all from a clean folder.
  const removed = upToDate ? present.filter((f) => f.startsWith('v') && !jobs.has(f)) : present
  for (const f of removed) rmSync(join(outDir, f))
  const compiled = upToDate ? [] : [...jobs.values()]
  await compileValidators(compiled, outDir, root)
  writeFileSync(stampFile, stamp())
  return { compiled: compiled.map((j) => j.fileName), upToDate: upToDate ? [...jobs.keys()] : [], problems }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await precompileFormValidators()
  for (const p of result.problems) console.error(`form schema: ${p}`)
  console.log(`form validators: ${result.compiled.length} compiled, ${result.upToDate.length} up to date`)
  if (result.problems.length) process.exit(1)
}
