import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import transformImports from '@rolldown/plugin-transform-imports'
import { defineConfig, type ConfigEnv, type UserConfig } from 'vite'
import { formValidatorsPlugin } from './scripts/forms/vite-plugin.ts'
import { remoteValidatorPlugin } from './scripts/vite/remote-validator-plugin.ts'
import { chunkCssPlugin } from './scripts/vite/chunk-css-plugin.ts'
import { inlineCssPlugin } from './scripts/vite/inline-css-plugin.ts'
import { cspPlugin } from './scripts/vite/csp-plugin.ts'
import { globalThisPlugin } from './scripts/vite/global-this-plugin.ts'
import { longWithoutWasmPlugin } from './scripts/vite/long-without-wasm-plugin.ts'
import { rjsfDraft07Plugin } from './scripts/vite/rjsf-draft07-plugin.ts'
import { eventSinkPlugin } from './scripts/vite/event-sink-plugin.ts'
import { screensServicePlugin } from './scripts/vite/screens-service-plugin.ts'
import { MANIFEST_ID, screensPlugin } from './scripts/vite/screens-plugin.ts'
import { HELPER_CHUNKS } from './scripts/vite/helper-chunks.ts'
import { inlineGlobJsonPlugin } from './scripts/vite/inline-glob-json-plugin.ts'
import { ANTD_COMPONENT_TEMPLATE, antdMobileComponentImports } from './scripts/vite/antd-mobile-imports.ts'
import { buildContents, leftOutAliases, realBackendPlugin } from './scripts/vite/real-backend-plugin.ts'
import { framesPlugin } from './scripts/vite/frames-plugin.ts'
import { preloadBesideEntryPlugin } from './scripts/vite/preload-beside-entry-plugin.ts'

// The app lives under /edu/. Without VITE_API_BASE the app (dev, preview, Storybook, tests) talks to the
// embedded backend in src/mock-api; with it, to that address.
const extraDirs = process.env.EDU_EXTRA_SCREENS?.split(',').filter(Boolean)
// A build for a real backend leaves out the embedded backend (and the developer tools unless VITE_DEV_TOOLS=true).
const contents = buildContents(process.env)

/**
 * What `npm run dev` transforms before the browser asks (docs/development.md, "The development server"). index.html brings
 * the shell, the engine, the session and every renderer's registration: all that main.tsx imports, import by
 * import, instead of one level of imports per round trip once a page asks. The embedded backend, which every
 * page waits for before it draws, is a lazy import, so it is named. Renderers' lazy parts and screen chunks are
 * not: a page needs a few of them, and warming every renderer's too (paired runs, scripts/dev-first-visit.ts)
 * gained nothing measurable, took 200 MB more memory and once found a dependency late, reloading the page.
 */
const DEV_WARMUP = ['./index.html', './src/mock-api/browser.ts']

export default (env: ConfigEnv): UserConfig => {
  // `npm run dev`, not the server Vitest starts for the unit tests (mode 'test').
  const devServer = env.command === 'serve' && env.mode !== 'test'
  return defineConfig({
    base: '/edu/',
    plugins: [
      globalThisPlugin(),
      longWithoutWasmPlugin(),
      rjsfDraft07Plugin(),
      ...(process.env.VITE_API_BASE ? [] : [eventSinkPlugin()]),
      // Published pages, staff's publishing and forms' entries (server/screens-service), in dev and preview.
      screensServicePlugin({ dev: devServer }),
      react(),
      // `import { Badge } from 'antd-mobile'` reads the component's own module, not the barrel that re-exports
      // all of antd-mobile: through the barrel, every component counts as loaded by the entry (below).
      transformImports({ 'antd-mobile': { transform: [['*', ANTD_COMPONENT_TEMPLATE]] } }),
      chunkCssPlugin(),
      screensPlugin({ extraDirs }),
      preloadBesideEntryPlugin([MANIFEST_ID, resolve(import.meta.dirname, 'src/shared-logic/expression/jsep-parser.ts')]),
      formValidatorsPlugin({ extraDirs }),
      remoteValidatorPlugin(),
      cspPlugin(),
      inlineCssPlugin(),
      ...(devServer ? [inlineGlobJsonPlugin()] : []),
      realBackendPlugin(contents),
      // Each route's frame as its own page, written after the build and served by preview (docs/frames.md).
      framesPlugin(),
    ],
    resolve: {
      // rjsf renders field descriptions through markdown-to-jsx; our forms show none, and a plain renderer
      // keeps 31 kB gzip out of the form chunk.
      alias: [
        ...(env.command === 'build' ? leftOutAliases(contents) : []),
        { find: 'markdown-to-jsx/react', replacement: resolve(import.meta.dirname, 'renderers/form/plain-markdown.tsx') },
        // Builds only: jsdom (unit tests) has no ResizeObserver of its own.
        ...(env.command === 'build'
          ? [{ find: 'resize-observer-polyfill', replacement: resolve(import.meta.dirname, 'renderers/shared/resize-observer.ts') }]
          : []),
      ],
    },
    server: {
      port: 5173,
      strictPort: true,
      ...(devServer ? { warmup: { clientFiles: DEV_WARMUP } } : {}),
    },
    // npm run dev (docs/development.md, "The development server"): every dependency the app uses is known before the first page
    // asks for one, so the optimizer bundles them once instead of finding them page by page, each find
    // re-bundling and reloading the page.
    optimizeDeps: {
      // The app's page only: scripts/forms/bench/index.html belongs to bench:form, which builds it on its own.
      entries: ['index.html'],
      // The components the antd-mobile rewrite above imports, which the scanner, reading the source before the
      // rewrite, cannot see. Read only for the dev server: reading the source takes 0.1 to 0.4 s, which builds and
      // Vitest need not pay.
      include: devServer
        ? antdMobileComponentImports([resolve(import.meta.dirname, 'src'), resolve(import.meta.dirname, 'renderers')])
        : [],
    },
    preview: { port: 4173, strictPort: true },
    build: {
      target: 'es2020',
      sourcemap: false,
      reportCompressedSize: false,
      // What Vite's loader links before a lazy chunk's import resolves (`__vite__mapDeps`, in the entry): not
      // Rolldown's runtime, which the entry itself imports, so it is always there (it was on every one of the
      // 38 lists; issue 36). index.html keeps it: there it is the entry's own import, which the browser would
      // otherwise find only once the entry has arrived, a round trip later (150 ms and more on slow 4G).
      modulePreload: {
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'html' ? deps : deps.filter((dep) => !/(^|\/)rolldown-runtime-[\w-]+\.js$/.test(dep)),
      },
      rolldownOptions: {
        output: {
          // What the entry imports statically is in the entry's own file. Left to itself, Rolldown split twelve
          // small chunks off it (modules the entry shares with lazy chunks: React, storage keys, antd-mobile
          // helpers), twelve more requests before the first render (rolldown issues 9963 and 10731).
          // The chunks of shared helpers come next (scripts/vite/helper-chunks.ts).
          codeSplitting: {
            groups: [
              { name: 'shell', tags: ['$initial'], priority: HELPER_CHUNKS.length + 1 },
              // A module that two helpers would take goes to the one listed first.
              ...HELPER_CHUNKS.map((group, i) => ({ ...group, priority: HELPER_CHUNKS.length - i })),
            ],
          },
        },
      },
    },
  })
}
