// Precompile the screen-language validator for configs that arrive at run time (remote screens, the 调试 panel's
// pasted config): Ajv standalone code, bundled with its runtime helpers and the checker's plain messages into one
// self-contained ES module, src/engine/remote/generated/screen-shape.js (git-ignored). Rebuilt only when a
// schema, Ajv or the message code changes (a stamp of their contents), so a warm start costs one hash.
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import standaloneCode from 'ajv/dist/standalone/index.js'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin } from 'vite'
import { root, schemasDir } from '../lib/schema-files.ts'
import { remoteValidatorSchemas } from './remote-validator-schemas.ts'

export const remoteValidatorDir = join(root, 'src/engine/remote/generated')
const OUTPUT = 'screen-shape.js'
const VIRTUAL = 'virtual:edu-screen-standalone'
const entry = join(root, 'scripts/screens/remote-validator-entry.ts')

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? filesUnder(join(dir, d.name)) : [join(dir, d.name)]))
    .sort()
}

function stamp(): string {
  const hash = createHash('sha256')
  for (const file of [
    ...filesUnder(schemasDir),
    entry,
    join(root, 'src/engine/check/ajv-messages.ts'),
    join(root, 'src/engine/check/suggest.ts'),
    join(root, 'src/engine/check/words.ts'),
    join(root, 'scripts/screens/remote-validator-schemas.ts'),
    join(root, 'node_modules/ajv/package.json'),
  ]) {
    hash.update(file).update(readFileSync(file))
  }
  return hash.digest('hex')
}

export function standaloneScreenValidator(): string {
  const ajv = new Ajv({ code: { source: true }, allErrors: true, verbose: true, strict: false })
  addFormats(ajv)
  for (const schema of remoteValidatorSchemas()) ajv.addSchema(schema)
  return standaloneCode(ajv, { screen: 'screen.schema.json' })
}

function standalonePlugin(code: string): Plugin {
  return {
    name: 'edu-screen-standalone',
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}.cjs` : undefined),
    load: (id) => (id === `\0${VIRTUAL}.cjs` ? code : undefined),
  }
}

/** Writes the module when it is missing or stale; answers whether it compiled. */
export async function precompileRemoteValidator(outDir = remoteValidatorDir): Promise<boolean> {
  const current = stamp()
  const stampFile = join(outDir, 'stamp.txt')
  if (existsSync(join(outDir, OUTPUT)) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === current) return false
  // Built beside and renamed into place: a test run and a build may start at once.
  const temp = `${outDir}.tmp-${process.pid}`
  rmSync(temp, { recursive: true, force: true })
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [standalonePlugin(standaloneScreenValidator())],
    build: {
      outDir: temp,
      emptyOutDir: true,
      target: 'es2020',
      minify: true,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: { entry, formats: ['es'], fileName: () => OUTPUT },
    },
  })
  writeFileSync(join(temp, 'stamp.txt'), current)
  mkdirSync(outDir, { recursive: true })
  for (const f of readdirSync(temp)) renameSync(join(temp, f), join(outDir, f))
  rmSync(temp, { recursive: true, force: true })
  return true
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const compiled = await precompileRemoteValidator()
  console.log(compiled ? `screen validator: compiled into ${remoteValidatorDir}` : 'screen validator: up to date')
}
