// Which calls' wire (method, path, how sent: src/generated/call-wire.ts) the entry carries and which come with a
// screen's chunk (issue 36: the whole table was 3 kB gzip of the entry). The entry keeps the calls the app's own
// code names (src/ and renderers/, but for the catalogue's own prose, and the action presets, app-wide); a screen's
// chunk brings the calls its config and node presets name that the entry does not carry. A call named twice costs a
// few bytes; one no chunk brought makes the browser load the whole table before sending it (src/api/call-wire.ts),
// so names are matched generously, as words are (screen-words.ts): any quoted occurrence counts.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CallWire } from '../../src/api/call-spec.ts'
import { callWire } from '../../src/generated/call-wire.ts'
import { filesUnder, keysNamedIn } from './screen-words.ts'

export type Calls = Record<string, CallWire>

const NAMES = Object.keys(callWire)
const table: Readonly<Record<string, CallWire>> = callWire

const pick = (names: Iterable<string>): Calls => Object.fromEntries([...names].sort().map((name) => [name, table[name]]))

export class ScreenCalls {
  private entry: Calls | undefined

  /** `root`: the project (src/, renderers/, screens/presets/actions.json). */
  constructor(
    private readonly root: string,
    private readonly actionPresets = join(root, 'screens', 'presets', 'actions.json'),
  ) {}

  /** The calls the entry carries: those the app's own code and the action presets name. */
  entryCalls(): Calls {
    if (!this.entry) {
      const text = [
        ...filesUnder(join(this.root, 'src')).filter((f) => !/[\\/]api[\\/]catalogue[\\/]/.test(f)),
        ...filesUnder(join(this.root, 'renderers')),
        ...(existsSync(this.actionPresets) ? [this.actionPresets] : []),
      ]
        .map((f) => readFileSync(f, 'utf8'))
        .join('\n')
      this.entry = pick(keysNamedIn(text, NAMES))
    }
    return this.entry
  }

  /** What a screen's chunk brings: the calls its config (with its node presets) names, less the entry's. */
  screenCalls(configAndPresets: unknown): Calls {
    const entry = this.entryCalls()
    return pick(keysNamedIn(JSON.stringify(configAndPresets), NAMES).filter((name) => !Object.hasOwn(entry, name)))
  }
}
