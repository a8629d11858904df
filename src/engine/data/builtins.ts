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

export const callSource: DataSourceFetcher<'call'> = (source, { services, ahead }) =>
  callByName(services, source.call, source.params ?? {}, ahead && { silent: true, signal: ahead })

export const staticSource: DataSourceFetcher<'static'> = (source) => source.static

export const storageSource: DataSourceFetcher<'storage'> = (source, { services }) =>
  readStored(services.storage(source.area === 'session' ? 'session' : 'local'), source.storage, source.default)

/** The kind of a source: the one key that names a registered kind. */
export function kindOf(source: Record<string, unknown>, isKind: (name: string) => boolean): string | undefined {
  return Object.keys(source).find(isKind)
}
