// A build for a real backend (VITE_API_BASE set) carries nothing of the embedded backend: src/shell's mock-backend
// module is swapped for its .none twin (no embedded backend chunk: no signing key, no demo people), msw's worker
// files are not copied from public/, and, unless VITE_DEV_TOOLS=true names a build with developer tools (a uat
// build, say), neither are the 调试 button nor the /debug routes (issue 33, finding 7). tests/security/
// production-build.test.ts builds one and looks.
import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Alias, Plugin } from 'vite'

/** What a build leaves out, from its environment. */
export interface BuildContents {
  embeddedBackend: boolean
  devTools: boolean
}

export function buildContents(env: Record<string, string | undefined>): BuildContents {
  const embeddedBackend = !env.VITE_API_BASE
  return { embeddedBackend, devTools: embeddedBackend || env.VITE_DEV_TOOLS === 'true' }
}

/** msw's service worker and ours, in public/. */
export const MOCK_WORKER_FILES = ['mockServiceWorker.js', 'mock-worker.js'] as const

const shell = (file: string) => resolve(import.meta.dirname, '../../src/shell', file)

/** The module swaps for a build without the embedded backend or the developer tools. */
export function leftOutAliases(contents: BuildContents): Alias[] {
  return [
    ...(contents.embeddedBackend ? [] : [{ find: /^\.\/mock-backend$/, replacement: shell('mock-backend.none.ts') }]),
    ...(contents.devTools
      ? []
      : [
          { find: /^\.\/debug-routes$/, replacement: shell('debug-routes.none.ts') },
          { find: /^\.\/devtools\/DevToolsMount$/, replacement: shell('devtools/DevToolsMount.none.tsx') },
        ]),
  ]
}

/** Removes msw's worker files from a build without the embedded backend (Vite copies public/ whole). */
export function realBackendPlugin(contents: BuildContents): Plugin {
  let outDir = 'dist'
  return {
    name: 'edu-real-backend',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    writeBundle() {
      if (contents.embeddedBackend) return
      for (const file of MOCK_WORKER_FILES) rmSync(join(outDir, file), { force: true })
    },
  }
}
