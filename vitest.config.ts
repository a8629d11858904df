import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

// Two projects: `unit` (engine, API, renderers, scripts under jsdom) and `e2e` (playwright-core driving
// Debian's Chromium against the built app, see tests/e2e/README.md).
export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            testTimeout: 20_000,
            include: [
              'src/**/*.test.{ts,tsx}',
              'renderers/**/*.test.{ts,tsx}',
              'scripts/**/*.test.ts',
              'tests/unit/**/*.test.{ts,tsx}',
              'tests/screens/**/*.test.{ts,tsx}',
            ],
            setupFiles: ['tests/unit/setup.ts'],
            // The embedded backend's street and committee files (git-ignored), built when stale.
            globalSetup: ['src/mock-api/tools/build-region-index.ts'],
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
            fileParallelism: false,
          },
        },
      ],
    },
  }),
)
