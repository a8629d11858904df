// Compile form schemas to validator functions (Ajv standalone code through rjsf) and bundle each into a
// self-contained ES module: the raw standalone output still calls require("ajv/dist/runtime/..."), which the
// browser, Vite's dev server and Vitest's browser mode all refuse, so a small Vite library
// build inlines those helpers. No Ajv compiler and no new Function reach the app.
import type { RJSFSchema } from '@rjsf/utils'
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators'
import { build, type Plugin } from 'vite'

export interface CompileJob {
  /** The file name the app looks for (validator-file.ts), without folder. */
  fileName: string
  schema: RJSFSchema
}

const PREFIX = '\0form-validators:'

/** Each job as two virtual modules: the CommonJS standalone code, and an ES entry that re-exports it. */
function standalonePlugin(jobs: readonly CompileJob[]): Plugin {
  const code = new Map(jobs.map((j) => [j.fileName, compileSchemaValidatorsCode(j.schema)]))
  return {
    name: 'form-validators',
    resolveId: (id) => (id.startsWith(PREFIX) ? id : undefined),
    load(id) {
      if (!id.startsWith(PREFIX)) return undefined
      const rest = id.slice(PREFIX.length)
      if (rest.endsWith('.cjs')) return code.get(rest.slice(0, -'.cjs'.length))
      // The validators keyed by schema hash, as createPrecompiledValidator takes them.
      return `import validators from ${JSON.stringify(`${PREFIX}${rest}.cjs`)}\nexport default validators\n`
    },
  }
}

/** Write one ES module per job into `outDir` (helpers shared between them go to chunk-*.js). */
export async function compileValidators(jobs: readonly CompileJob[], outDir: string, root: string): Promise<void> {
  if (!jobs.length) return
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [standalonePlugin(jobs)],
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2020',
      minify: true,
      copyPublicDir: false,
      reportCompressedSize: false,
      rollupOptions: {
        input: Object.fromEntries(jobs.map((j) => [j.fileName.replace(/\.js$/, ''), `${PREFIX}${j.fileName}`])),
        preserveEntrySignatures: 'strict',
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunk-[hash].js' },
      },
    },
  })
}
