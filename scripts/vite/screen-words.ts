// Which of the shared wording's words (screens/wording.json) the entry carries and which come with a screen's chunk.
// The entry keeps the words its own code names (the shell, the engine's status pages, the page renderer drawing
// a frame before any screen chunk); a screen's chunk brings the words its config names (t('key') in expressions,
// and the node and action presets it brings) and those the renderers of its node types name, each renderer with
// the renderer folders it imports. A word named twice costs a few bytes; one missing shows its key, so names are matched
// generously: any quoted occurrence of a key counts.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export type Words = Record<string, string>

const CODE = /\.(tsx?|json)$/
const NOT_SHIPPED = /\.(test|stories)\.tsx?$|(^|\/)(generated|mock-api|__fixtures__)(\/|$)/

export function filesUnder(dir: string): string[] {
  let names: string[]
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  } catch {
    return []
  }
  return names.filter((f) => CODE.test(f) && !NOT_SHIPPED.test(f.split('\\').join('/'))).map((f) => join(dir, f))
}

/** The keys quoted anywhere in the text ('key', "key" or `key`). */
export function keysNamedIn(text: string, keys: readonly string[]): string[] {
  const quoted = (key: string) => [`'${key}'`, `"${key}"`, `\`${key}\``, `\\"${key}\\"`]
  return keys.filter((key) => quoted(key).some((q) => text.includes(q)))
}

export class ScreenWords {
  private words: Words | undefined
  private shell: Words | undefined
  private byType = new Map<string, Set<string>>()

  /** `root`: the project (src/, renderers/); `file`: its wording (screens/wording.json). */
  constructor(
    private readonly root: string,
    readonly file = join(root, 'screens', 'wording.json'),
  ) {}

  // A folder of screens without a wording file (a test's) has no shared words to share out.
  private all(): Words {
    this.words ??= existsSync(this.file) ? (JSON.parse(readFileSync(this.file, 'utf8')) as { messages: Words }).messages : {}
    return this.words
  }

  private pick(keys: Iterable<string>): Words {
    const all = this.all()
    return Object.fromEntries([...keys].sort().map((k) => [k, all[k]]))
  }

  /**
   * The words the entry carries: those the app's own code and the page renderer name, and those
   * the screens' frames in the manifest name (a title of {{ t('pointsRulesTitle') }} draws before its chunk is here).
   */
  shellWords(frames: unknown = []): Words {
    const base = this.codeWords()
    const framed = keysNamedIn(JSON.stringify(frames), Object.keys(this.all())).filter((k) => !Object.hasOwn(base, k))
    return framed.length ? this.pick([...Object.keys(base), ...framed]) : base
  }

  private codeWords(): Words {
    if (!this.shell) {
      const text = [...filesUnder(join(this.root, 'src')), ...filesUnder(join(this.root, 'renderers', 'page'))]
        .map((f) => readFileSync(f, 'utf8'))
        .join('\n')
      this.shell = this.pick(keysNamedIn(text, Object.keys(this.all())))
    }
    return this.shell
  }

  /** The keys a node type's renderer names, with the renderer folders it imports (renderers/shared always). */
  private rendererKeys(type: string, seen = new Set<string>()): Set<string> {
    const known = this.byType.get(type)
    if (known) return known
    const keys = new Set<string>()
    seen.add(type)
    for (const file of filesUnder(join(this.root, 'renderers', type))) {
      const text = readFileSync(file, 'utf8')
      for (const key of keysNamedIn(text, Object.keys(this.all()))) keys.add(key)
      // ../<folder>/… from a renderer's folder (or deeper) reaching another renderer's folder.
      for (const m of text.matchAll(/['"](?:\.\.\/)+([\w-]+)\//g)) {
        const folder = m[1]
        if (!seen.has(folder) && folder !== 'src' && folder !== 'schemas' && folder !== 'screens')
          for (const key of this.rendererKeys(folder, seen)) keys.add(key)
      }
    }
    if (type !== 'shared') for (const key of this.rendererKeys('shared', seen)) keys.add(key)
    this.byType.set(type, keys)
    return keys
  }

  /** What a screen's chunk brings: the words its config (with its presets) and its node types' renderers name, less the entry's. */
  screenWords(configAndPresets: unknown, types: readonly string[]): Words {
    const keys = new Set(keysNamedIn(JSON.stringify(configAndPresets), Object.keys(this.all())))
    for (const type of types) for (const key of this.rendererKeys(type)) keys.add(key)
    const shell = this.codeWords()
    return this.pick([...keys].filter((k) => !Object.hasOwn(shell, k)))
  }

  /** After wording.json or a renderer changed. */
  clear(): void {
    this.words = undefined
    this.shell = undefined
    this.byType.clear()
  }
}
