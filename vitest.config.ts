import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'
import { LongestFirst } from './tests/e2e/longest-first.ts'

// Four projects. `unit`: logic-only tests (engine, API, mock backend, scripts) under node, no DOM, nothing set up;
// they share their worker's modules from file to file (isolate: false): a fresh module graph for every file cost
// more than half of their time (issue 30). `dom`: tests that render, under jsdom with tests/unit/dom-setup.ts
// (Testing Library's cleanup, storage and cookies cleared after each test), each file in a fresh VM context of a
// shared worker (pool vmThreads; below). A test is a `dom` test when it is a `.test.tsx` file, a `.test.ts` file that
// says so in its header (`// @vitest-environment jsdom`), or a file that replaces a module (vi.mock, which would stay
// replaced for every later file of a shared node worker). `isolated`: under jsdom, each file in a worker of its own:
// the files whose header says why (`// isolated: …`; antd-mobile's imperative popups kept a closing animation
// running after other files' VM contexts in the same worker). `e2e`: playwright-core driving Debian's Chromium
// against the built app (see tests/e2e/README.md). `npm run test:unit` runs unit, dom and isolated.
const testRoots = ['src', 'renderers', 'scripts', 'server', 'tests/unit', 'tests/screens']

/** The test files under the roots whose text matches `marker`. */
function testsSaying(marker: RegExp, extensions: string[]): string[] {
  return testRoots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => extensions.some((extension) => file.endsWith(extension)))
      .map((file) => `${root}/${file.split('\\').join('/')}`)
      .filter((path) => marker.test(readFileSync(path, 'utf8'))),
  )
}

// The `.test.ts` files that ask for jsdom (Vitest reads the same marker, so either way they get it).
const domMarked = testsSaying(/@vitest-environment\s+jsdom\b/, ['.test.ts'])
// The `.test.ts` files that replace a module for their tests (a VM context of the dom project gives them their own).
const replacing = testsSaying(/\bvi\.(mock|doMock)\(/, ['.test.ts'])
// The files whose header says why they need a worker of their own.
const isolated = testsSaying(/^\/\/ isolated: /m, ['.test.ts', '.test.tsx'])
// The embedded backend's street and committee files (git-ignored), built when stale; a no-op when current.
const regionIndex = 'src/mock-api/tools/build-region-index.ts'

export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      // Vitest's own default leaves one core idle on a 2-core machine; tests get both.
      maxWorkers: 2,
      sequence: { sequencer: LongestFirst },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            testTimeout: 20_000,
            include: testRoots.map((root) => `${root}/**/*.test.ts`),
            exclude: ['**/node_modules/**', ...domMarked, ...replacing, ...isolated],
            setupFiles: ['tests/unit/parser-setup.ts'],
            globalSetup: [regionIndex],
            isolate: false,
          },
        },
        {
          extends: true,
          // The VM loader takes react-router-dom's CommonJS entry, which require()s an ES module: use its ES entry.
          resolve: { alias: [{ find: /^react-router-dom$/, replacement: fileURLToPath(import.meta.resolve('react-router-dom')) }] },
          test: {
            name: 'dom',
            environment: 'jsdom',
            testTimeout: 20_000,
            include: [...testRoots.map((root) => `${root}/**/*.test.tsx`), ...domMarked, ...replacing],
            exclude: ['**/node_modules/**', ...isolated],
            setupFiles: ['tests/unit/dom-setup.ts', 'tests/unit/parser-setup.ts'],
            globalSetup: [regionIndex],
            // Each file gets its own jsdom and modules in a VM context of a worker that stays (vmThreads): a fresh
            // worker per file spent two thirds of the project's CPU starting jsdom and importing again (238 s user
            // CPU against 86 s, issue 30), and one jsdom shared by files let a lazy chunk one file started arrive
            // after its environment was gone (EnvironmentTeardownError). dom-setup.ts gives the VM context Node's
            // Web Crypto and streams.
            pool: 'vmThreads',
          },
        },
        {
          extends: true,
          test: {
            name: 'isolated',
            environment: 'jsdom',
            testTimeout: 20_000,
            include: isolated,
            setupFiles: ['tests/unit/dom-setup.ts', 'tests/unit/parser-setup.ts'],
            globalSetup: [regionIndex],
          },
        },
        {
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['tests/e2e/**/*.test.ts', 'tests/security/**/*.test.ts'],
            globalSetup: ['tests/e2e/global-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            // Three workers on the 2-core machine: a browser test waits on its page (a load, an answer, a quiet
            // network) as much as it computes, and with two workers the run kept only 1.4 cores busy. Measured on the
            // same machine, one after the other (2026-11-29): 2 workers 460 s, 3 workers 384 s, 4 workers 413 s with
            // a test failing on time. E2E_WORKERS sets another count (a bigger machine). A worker runs file after
            // file in one process and one browser (browser.ts), each file with its own context: starting a process
            // and a browser for every file cost a second or two.
            maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
            isolate: false,
          },
        },
      ],
    },
  }),
)
