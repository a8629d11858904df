// Keeps the precompiled form validators current wherever Vite runs (dev server, build, Vitest, Storybook): they
// are compiled when Vite starts, and again in dev when a screen or a schema changes. Outputs are named by schema
// hash, so an unchanged set costs a directory listing. The form renderer finds them with import.meta.glob, so a
// new file is picked up without touching any module.
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { precompileFormValidators } from './precompile.ts'

export interface FormValidatorsPluginOptions {
  /** More folders of screens (EDU_EXTRA_SCREENS), relative to the Vite root. */
  extraDirs?: readonly string[]
}

export function formValidatorsPlugin(options: FormValidatorsPluginOptions = {}): Plugin {
  let dirs: string[] = []
  let running: Promise<void> = Promise.resolve()
  const run = (warn: (message: string) => void) => {
    running = running.then(async () => {
      const result = await precompileFormValidators({ dirs })
      // A schema that cannot be read is the screens check's to report; the form falls back to run-time Ajv.
      for (const p of result.problems) warn(`form validators: ${p}`)
    })
    return running
  }
  return {
    name: 'edu-form-validators',
    configResolved(config) {
      dirs = [join(config.root, 'screens'), ...(options.extraDirs ?? []).map((d) => resolve(config.root, d))]
    },
    async buildStart() {
      await run((m) => this.warn(m))
    },
    configureServer(server) {
      const relevant = (file: string) =>
        file.endsWith('.json') && (dirs.some((d) => file.startsWith(`${d}/`)) || file.includes('/schemas/'))
      const onChange = (file: string) => {
        if (relevant(file)) void run((m) => server.config.logger.warn(m))
      }
      server.watcher.on('change', onChange)
      server.watcher.on('add', onChange)
    },
  }
}
