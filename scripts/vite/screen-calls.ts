// Which calls' wire (method, path, how sent: src/generated/call-wire.ts) the entry carries and which come with a
// screen's chunk (issue 36: the whole table was 3 kB gzip of the entry). The entry keeps the calls the app's own
// code names (src/ and renderers/, but for the catalogue's own prose); a screen's chunk brings the calls its config
// and the node and action presets it brings name that the entry does not carry. A call named twice costs a
// few bytes; one no chunk brought makes the browser load the whole table before sending it (src/api/call-wire.ts),
// so names are matched generously, as words are (screen-words.ts): any quoted occurrence counts.
import { readFileSync } from 'node:fs'
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

  /** `root`: the project (src/, renderers/). */
  constructor(private readonly root: string) {}

  /** The calls the entry carries: those the app's own code names. */
  entryCalls(): Calls {
    if (!this.entry) {
      const text = [
        ...filesUnder(join(this.root, 'src')).filter((f) => !/[\\/]api[\\/]catalogue[\\/]/.test(f)),
        ...filesUnder(join(this.root, 'renderers')),
      ]
        .map((f) => readFileSync(f, 'utf8'))
        .join('\n')
      this.entry = pick(keysNamedIn(text, NAMES))
    }
    return this.entry
  }

  /** What a screen's chunk brings: the calls its config (with its node and action presets) names, less the entry's. */
  screenCalls(configAndPresets: unknown): Calls {
    const entry = this.entryCalls()
    return pick(keysNamedIn(JSON.stringify(configAndPresets), NAMES).filter((name) => !Object.hasOwn(entry, name)))
  }
}
