// npm run dev only: JSON files that a module takes eagerly through import.meta.glob are written into that module,
// one request instead of one per file. The embedded backend's API schemas (schemas/api, 348 files) were 40% of
// the 870 requests of every page load under `npm run dev`, and the browser fetches at most six at a time from
// one host (issue 30, item 7). A build bundles them anyway; Vitest and the Node tools see the glob as written.
import { readFile } from 'node:fs/promises'
import type { Plugin } from 'vite'

// What Vite's glob plugin writes for `import.meta.glob('…/*.json', { eager: true, import: 'default' })`, one per
// file; a lazy glob writes `() => import(…)` instead and is left alone.
const EAGER_JSON_IMPORT = /import \{ default as (__vite_glob_\w+) \} from "([^"]+\.json)";/g

export function inlineGlobJsonPlugin(): Plugin {
  return {
    name: 'edu-inline-glob-json',
    apply: 'serve',
    // After Vite's glob plugin has written the imports, before its import analysis turns them into URLs.
    enforce: 'post',
    transform: {
      filter: { code: '__vite_glob_' },
      async handler(code, importer) {
        const found = [...code.matchAll(EAGER_JSON_IMPORT)]
        if (!found.length) return undefined
        const inlined = await Promise.all(
          found.map(async ([statement, name, source]) => {
            const file = (await this.resolve(source, importer))?.id.split('?')[0]
            if (!file) return { statement, replacement: statement }
            // A changed file reloads the module that holds it, as it did when it was imported.
            this.addWatchFile(file)
            // A broken file fails here, and Vite names it with its importer, as its own import would have.
            const json: unknown = JSON.parse(await readFile(file, 'utf8'))
            return { statement, replacement: `const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(json))});` }
          }),
        )
        let out = code
        for (const { statement, replacement } of inlined) out = out.replace(statement, () => replacement)
        return { code: out, map: null }
      },
    },
  }
}
