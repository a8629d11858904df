// The screens of one Vite run, checked once and kept until a screen file changes: each screen module needs
// the duplicate-route problems, which depend on every other screen.
import { readScreen } from '../screens/read-screens.ts'
import { withCrossChecks, type ScreenReport } from '../screens/check.ts'
import { idFromPlace, screenFilesIn } from '../screens/files.ts'
import { frameOf, type ScreenEntry } from '../../src/engine/loaded-screen.ts'
import { nodeTypesWithPresets } from '../../src/engine/preset-types.ts'

export type ManifestEntry = Omit<ScreenEntry, 'load'> & { absolute: string; file: string }

export class ScreenSet {
  private reports: Map<string, ScreenReport> | undefined

  constructor(readonly dirs: readonly string[]) {}

  private all(): Map<string, ScreenReport> {
    if (!this.reports) {
      const files = screenFilesIn(this.dirs)
      const checked = withCrossChecks(files.map((f) => readScreen(f)))
      this.reports = new Map(files.map((f, i) => [f, checked[i]]))
    }
    return this.reports
  }

  /** The checked screen for a file; a file that appeared since the last scan triggers a rescan. */
  report(file: string): ScreenReport {
    const hit = this.all().get(file)
    if (hit) return hit
    this.clear()
    return this.all().get(file) ?? readScreen(file)
  }

  /**
   * The node presets (screens/presets/nodes.json), whose nodes count among the types of a screen naming them, or the
   * action presets (screens/presets/actions.json), each screen's chunk bringing those it names.
   */
  presets(kind: 'node' | 'action' = 'node'): Readonly<Record<string, unknown>> {
    for (const [, r] of this.all()) {
      const document = r.parsed as { $schema?: unknown; presets?: unknown } | null
      const isPresets = typeof document?.$schema === 'string' && document.$schema.endsWith(`${kind}-presets.schema.json`)
      if (isPresets && document.presets && typeof document.presets === 'object')
        return document.presets as Readonly<Record<string, unknown>>
    }
    return {}
  }

  entries(): ManifestEntry[] {
    const presets = this.presets()
    // Shared documents (screens/presets/actions.json) are checked with the screens but have no route.
    return [...this.all()]
      .filter(([, r]) => r.identity.screen)
      .map(([absolute, r]) => ({
        absolute,
        id: r.identity.id ?? idFromPlace(absolute, this.dirs),
        file: r.file,
        // Each route with its facts (visit name, socket, …), which the shell reads for the route shown.
        routes: r.identity.routes.map(({ at: _at, ...route }) => route),
        // A few bytes per screen that let the app fetch its renderers' code alongside the screen chunk.
        types: r.config ? [...nodeTypesWithPresets(r.config, presets)].sort() : [],
        ...(r.config && { frame: frameOf(r.config) }),
      }))
  }

  owns(file: string): boolean {
    return file.endsWith('.json') && this.dirs.some((d) => file.startsWith(`${d}/`))
  }

  clear(): void {
    this.reports = undefined
  }
}
