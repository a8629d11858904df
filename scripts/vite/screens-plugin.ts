// virtual:edu-screens: the screen manifest (id, routes, node types, title and header of every screen, nothing more, since
// every first visit loads it) and one lazy chunk per screen. The manifest is a chunk of its own, imported by the shell
// at start and preloaded by index.html beside the entry (preload-beside-entry-plugin.ts: it arrives with it): the entry
// stays the same file while screens change, and its bytes are not parsed before the entry runs. A screen chunk is the checked config or, when the check
// found problems, the problems: a bad config never fails the build; the app shows it (overlay in dev, the
// failure page in production).
import { existsSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import type { RJSFSchema } from '@rjsf/utils'
import type { Plugin } from 'vite'
import { validatorFileName } from '../../renderers/form/validation/validator-file.ts'
import type { LoadedScreen } from '../../src/engine/loaded-screen.ts'
import { actionPresetsUsed, nodePresetsUsed, nodeTypesWithPresets } from '../../src/engine/preset-types.ts'
import { resolveFormSchemas, type FormSchemaSite } from '../forms/inline-schema.ts'
import { generatedDir } from '../forms/precompile.ts'
import { schemasDir } from '../lib/schema-files.ts'
import { forgetScreenLanguage } from '../screens/schema-check.ts'
import { BUNDLE_REPORT_FILE, type BundleReport } from './bundle-report.ts'
import { ScreenSet, type ManifestEntry } from './screen-set.ts'
import { ScreenWords } from './screen-words.ts'
import { ScreenCalls } from './screen-calls.ts'

export interface ScreensPluginOptions {
  /** More folders of screens (EDU_EXTRA_SCREENS), relative to the Vite root. */
  extraDirs?: readonly string[]
  /** Default <root>/screens. */
  screensDir?: string
  /** Where `npm run forms` writes the precompiled validators; default renderers/form/validation/generated. */
  validatorsDir?: string
}

const MANIFEST = 'virtual:edu-screens'
/** The manifest's module: its chunk is imported by the shell at start, and index.html asks for it beside the entry (preload-beside-entry-plugin.ts). */
export const MANIFEST_ID = `\0${MANIFEST}`
// The words of screens/wording.json the entry carries (screen-words.ts); the rest come with the screens' chunks.
const SHELL_WORDING = 'virtual:edu-shell-wording'
const SHELL_WORDING_ID = `\0${SHELL_WORDING}`
// The calls' wire the entry carries (screen-calls.ts); the rest come with the screens' chunks.
const ENTRY_CALLS = 'virtual:edu-entry-calls'
const ENTRY_CALLS_ID = `\0${ENTRY_CALLS}`
const SCREEN_QUERY = '.json?screen'
// The resolved id drops ".json": Vite's JSON plugin must not take the module for a JSON file.
const SCREEN_PREFIX = '\0edu-screen:'

/** The manifest module: only what route match needs, since every screen adds these bytes to every first visit. */
export function manifestModule(entries: readonly ManifestEntry[]): string {
  const lines = entries.map(({ absolute, id, routes, types, frame }) => {
    const fields = JSON.stringify({ id, routes, types, frame }).slice(1, -1)
    return `  { ${fields}, load: () => import(${JSON.stringify(`${absolute}?screen`)}) },`
  })
  return `export const screens = [\n${lines.join('\n')}\n]\n`
}

const validatorNames = (forms: readonly FormSchemaSite[]) => forms.map((form) => validatorFileName(form.schema as RJSFSchema))

/** The precompiled validators a screen's forms use (its chunk imports them), for the bundle report. */
function validatorsOf(set: ScreenSet, file: string): string[] {
  const { config } = set.report(file)
  if (!config) return []
  try {
    return validatorNames(resolveFormSchemas(config, file).forms)
  } catch {
    // The screen chunk carries the problem instead (load above).
    return []
  }
}

/**
 * The screen chunk imports its forms' precompiled validators, so they are fetched with it (the chunk's
 * preload list) instead of after it: a form draws only once its validator is here, and otherwise the
 * form renderer's preloadFor could ask for it only once the config had arrived, a round trip later.
 * The form finds the module already loaded. A validator not yet precompiled is left to the form's own error.
 */
function validatorImports(forms: readonly FormSchemaSite[], dir: string): string {
  return validatorNames(forms)
    .map((name) => join(dir, name))
    .filter((path) => existsSync(path))
    .map((path) => `import ${JSON.stringify(path)}\n`)
    .join('')
}

export function screensPlugin(options: ScreensPluginOptions = {}): Plugin {
  let set = new ScreenSet([])
  let root = process.cwd()
  let words = new ScreenWords(process.cwd())
  let calls = new ScreenCalls(process.cwd())
  return {
    name: 'edu-screens',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
      words = new ScreenWords(config.root, join(options.screensDir ?? join(config.root, 'screens'), 'wording.json'))
      calls = new ScreenCalls(config.root)
      const dirs = [options.screensDir ?? join(config.root, 'screens'), ...(options.extraDirs ?? [])]
      set = new ScreenSet(dirs.map((d) => resolve(config.root, d)))
    },
    resolveId(source) {
      if (source === MANIFEST) return MANIFEST_ID
      if (source === SHELL_WORDING) return SHELL_WORDING_ID
      if (source === ENTRY_CALLS) return ENTRY_CALLS_ID
      if (source.endsWith(SCREEN_QUERY)) return SCREEN_PREFIX + source.slice(0, -SCREEN_QUERY.length)
      return undefined
    },
    load(id) {
      if (id === MANIFEST_ID) return manifestModule(set.entries())
      if (id === ENTRY_CALLS_ID) return `export const calls = ${JSON.stringify(calls.entryCalls())}\n`
      if (id === SHELL_WORDING_ID) {
        this.addWatchFile(words.file)
        return `export const messages = ${JSON.stringify(words.shellWords(set.entries().map((e) => e.frame)))}\n`
      }
      if (id.startsWith(SCREEN_PREFIX)) {
        const file = `${id.slice(SCREEN_PREFIX.length)}.json`
        this.addWatchFile(file)
        const { file: name, config, problems } = set.report(file)
        const loaded: LoadedScreen = { file: name, config, problems }
        let imports = ''
        if (config) {
          // A form's schema may be a $ref to schemas/api: inlined here, the same way the validator precompiler
          // reads it, so the schema the browser validates is exactly the one compiled.
          try {
            const inlined = resolveFormSchemas(config, file)
            for (const f of inlined.files) this.addWatchFile(f)
            loaded.config = inlined.config as LoadedScreen['config']
            imports = validatorImports(inlined.forms, options.validatorsDir ?? generatedDir)
            // The presets it draws come with it, so no first visit fetches the app's every preset.
            const nodePresets = nodePresetsUsed(config, set.presets())
            if (Object.keys(nodePresets).length) loaded.nodePresets = nodePresets
            // And the action presets it and they name: the entry carries none.
            const actionPresets = actionPresetsUsed([config, nodePresets], set.presets('action'))
            if (Object.keys(actionPresets).length) loaded.actionPresets = actionPresets
            // The shared words it and its renderers name that the entry does not carry.
            const own = words.screenWords([config, nodePresets, actionPresets], [...nodeTypesWithPresets(config, set.presets())])
            if (Object.keys(own).length) loaded.words = own
            // The wire of the calls it names that the entry does not carry.
            const named = calls.screenCalls([config, nodePresets, actionPresets])
            if (Object.keys(named).length) loaded.calls = named
          } catch (e) {
            loaded.config = null
            loaded.problems = [...problems, { file: name, path: '', message: e instanceof Error ? e.message : String(e) }]
          }
        }
        return `${imports}export default ${JSON.stringify(loaded)}\n`
      }
      return undefined
    },
    configureServer(server) {
      // Folders outside the root (fixtures) are not watched by default; schemas/, so that a new node type's
      // schema (or a changed one) is what the screens are checked against without restarting the server.
      server.watcher.add([...set.dirs, schemasDir])
    },
    hotUpdate({ file, type }) {
      const schema = file.startsWith(`${schemasDir}/`) && file.endsWith('.schema.json')
      if (file === words.file || file.startsWith(`${root}/renderers/`)) words.clear()
      if (!set.owns(file) && !schema && file !== words.file) return undefined
      if (schema) forgetScreenLanguage()
      // Any screen change can change the manifest (routes, ids) and other screens' duplicate problems.
      set.clear()
      const graph = this.environment.moduleGraph
      for (const [id, mod] of graph.idToModuleMap) {
        if (id === MANIFEST_ID || id === SHELL_WORDING_ID || id.startsWith(SCREEN_PREFIX)) graph.invalidateModule(mod)
      }
      this.environment.hot.send({ type: 'full-reload' })
      const what = schema ? 'schema' : 'screen'
      this.environment.logger.info(`${what} ${type === 'update' ? 'changed' : type === 'create' ? 'added' : 'removed'}: ${file}`, {
        timestamp: true,
      })
      return []
    },
    generateBundle(_options, bundle) {
      const report: BundleReport = { chunks: {}, screens: [] }
      const byAbsolute = new Map(set.entries().map((e) => [e.absolute, e]))
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue
        const facade = out.facadeModuleId ?? ''
        const css = [...(out.viteMetadata?.importedCss ?? [])]
        const lazyModules = facade
          ? []
          : out.moduleIds.filter((id) => !id.startsWith('\0') && (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0)
        report.chunks[out.fileName] = {
          entry: out.isEntry,
          imports: out.imports,
          dynamicImports: out.dynamicImports,
          ...(facade && !facade.startsWith('\0') ? { facade: relative(root, facade).split('\\').join('/') } : {}),
          ...(lazyModules.length ? { lazyModules: lazyModules.map((id) => relative(root, id).split('\\').join('/')) } : {}),
          ...(css.length ? { css } : {}),
        }
        const entry = facade.startsWith(SCREEN_PREFIX) ? byAbsolute.get(`${facade.slice(SCREEN_PREFIX.length)}.json`) : undefined
        if (entry)
          report.screens.push({
            id: entry.id,
            file: entry.file,
            routes: entry.routes.map((r) => r.path),
            chunk: out.fileName,
            types: entry.types ?? [],
            validators: validatorsOf(set, entry.absolute),
          })
      }
      this.emitFile({ type: 'asset', fileName: BUNDLE_REPORT_FILE, source: `${JSON.stringify(report, null, 2)}\n` })
    },
  }
}
