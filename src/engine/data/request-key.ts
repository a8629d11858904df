// The request cache's key of a source: its kind and its resolved fields. Its own small module, so that a page's
// calls begun before the engine is there (src/shell/frame-asks.ts) are filed under the key the engine will read.
import { stableKey } from './stable-key'

/** The request cache's key of a source of this kind with these resolved fields (a paged source: one page's). */
export function requestKey(kind: string, resolved: Record<string, unknown>): string {
  return stableKey(['edu-data', kind, resolved])
}
