// Every screen config gets a story with no story file: an indexer lists screens/**/*.json in the sidebar, and
// a Vite plugin answers Storybook's import of such a file with a CSF module that draws it (screen-story.tsx).
// Node side only (main.ts); the browser side is screen-story.tsx.
import { readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import type { IndexInput, Indexer } from 'storybook/internal/types'
import type { Plugin } from 'vite'
import type { ScreenSummary } from './screen-summary'
import { SCREEN_SCHEMA, schemaOfFile } from '../scripts/screens/document-kind.ts'

export const root = resolve(import.meta.dirname, '..')
const screensDir = resolve(root, 'screens')

export function isScreenFile(file: string): boolean {
  const rel = relative(screensDir, file)
  if (!file.endsWith('.json') || !rel || rel.startsWith('..') || rel.startsWith('/')) return false
  // screens/ also holds shared documents (presets): only files that follow the screen schema get a story.
  try {
    return schemaOfFile(JSON.parse(readFileSync(file, 'utf8'))) === SCREEN_SCHEMA
  } catch {
    return true // a screen that is not even valid JSON still gets a story, which shows its problem
  }
}

function unique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort()
}

const COMPARED = [/\bquery\.([A-Za-z_$][\w$]*)\s*[!=]==?\s*'([^'\\]*)'/g, /'([^'\\]*)'\s*[!=]==?\s*query\.([A-Za-z_$][\w$]*)/g]

function variantsIn(text: string): ScreenSummary['variants'] {
  const pairs = new Map<string, { key: string; value: string }>()
  for (const m of text.matchAll(COMPARED[0])) pairs.set(`${m[1]}=${m[2]}`, { key: m[1], value: m[2] })
  for (const m of text.matchAll(COMPARED[1])) pairs.set(`${m[2]}=${m[1]}`, { key: m[2], value: m[1] })
  return [...pairs.values()].map((p, i) => ({ exportName: `Variant${i + 1}`, ...p }))
}

export function summarise(absoluteFile: string): ScreenSummary {
  const file = relative(root, absoluteFile).split('\\').join('/')
  const fallbackId = file.replace(/^screens\//, '').replace(/\.json$/, '')
  const text = readFileSync(absoluteFile, 'utf8')
  let config: unknown = null
  let parseError: string | undefined
  try {
    config = JSON.parse(text)
  } catch (e) {
    parseError = e instanceof Error ? e.message : String(e)
  }
  const screen = (config && typeof config === 'object' ? config : {}) as { id?: unknown; routes?: unknown }
  const routes = Array.isArray(screen.routes) ? (screen.routes as { path?: unknown }[]) : []
  const paths = routes.map((r) => r.path).filter((p): p is string => typeof p === 'string')
  return {
    file,
    id: typeof screen.id === 'string' && screen.id ? screen.id : fallbackId,
    paths,
    queryKeys: unique([...text.matchAll(/\bquery\.([A-Za-z_$][\w$]*)/g)].map((m) => m[1])),
    routeKeys: unique(paths.flatMap((p) => [...p.matchAll(/:([A-Za-z_][\w]*)/g)].map((m) => m[1]))),
    variants: variantsIn(text),
    config,
    parseError,
  }
}

/** Sidebar title: Screens/<id>, so screens group by product area as their ids do. */
export function screenTitle(summary: ScreenSummary): string {
  return `Screens/${summary.id}`
}

export const screenIndexer: Indexer = {
  test: /[\\/]screens[\\/].+\.json$/,
  createIndex: (fileName) => Promise.resolve(indexOf(fileName)),
}

function indexOf(fileName: string): IndexInput[] {
  if (!isScreenFile(resolve(root, fileName))) return []
  const summary = summarise(resolve(root, fileName))
  const title = screenTitle(summary)
  return [
    { type: 'story', importPath: fileName, exportName: 'Default', name: summary.paths[0] ?? summary.id, title, tags: ['screen'] },
    ...summary.variants.map((v) => ({
      type: 'story' as const,
      importPath: fileName,
      exportName: v.exportName,
      name: `${v.key}=${v.value}`,
      title,
      tags: ['screen'],
    })),
  ]
}

const PREFIX = '\0edu-screen-story:'

/**
 * Storybook imports each story file from its generated stories module. For a screen file, hand it a CSF module
 * instead of the JSON. The id drops ".json" so Vite's JSON plugin leaves the module alone; imports of screen
 * files from anywhere else (the app's screen manifest) are untouched.
 */
export function screenStoriesPlugin(): Plugin {
  return {
    name: 'edu-screen-stories',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.includes('storybook-stories') || !source.endsWith('.json')) return undefined
      const file = resolve(root, source.startsWith('/') && !source.startsWith(root) ? `.${source}` : source)
      return isScreenFile(file) ? PREFIX + file.slice(0, -'.json'.length) : undefined
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return undefined
      const file = `${id.slice(PREFIX.length)}.json`
      this.addWatchFile(file)
      const summary = summarise(file)
      const helper = JSON.stringify(resolve(import.meta.dirname, 'screen-story.tsx'))
      return [
        `import { screenStory } from ${helper}`,
        `import { screens } from 'virtual:edu-screens'`,
        `const story = screenStory(${JSON.stringify({ ...summary, title: screenTitle(summary) })}, screens)`,
        `export default story.meta`,
        ...['Default', ...summary.variants.map((v) => v.exportName)].map((name) => `export const ${name} = story.stories.${name}`),
      ].join('\n')
    },
  }
}
