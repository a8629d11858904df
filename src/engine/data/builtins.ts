// The data-source kinds every engine has. A source is written key-as-kind: { "call": "points.bills" }.
import type { DataSourceFetcher } from '../types'
import { callByName } from './call-by-name'

function readStored(storage: Storage, key: string, fallback: unknown): unknown {
  const raw = storage.getItem(key)
  if (raw === null) return fallback
  try {
    return JSON.parse(raw)
  } catch {
    // Values written by older code as plain text are still worth showing.
    return raw
  }
}

export const builtinDataSources: Record<string, DataSourceFetcher> = {
  call: (source, { services, ahead }) =>
    callByName(services, String(source.call), source.params ?? {}, ahead && { silent: true, signal: ahead }),
  static: (source) => source.static,
  storage: (source, { services }) =>
    readStored(services.storage(source.area === 'session' ? 'session' : 'local'), String(source.storage), source.default),
}

/** The kind of a source: the one key that names a registered kind. */
export function kindOf(source: Record<string, unknown>, isKind: (name: string) => boolean): string | undefined {
  return Object.keys(source).find(isKind)
}
