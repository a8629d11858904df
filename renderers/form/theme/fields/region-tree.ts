// The province / city / district tree (spec §3: 6-digit codes, three levels), from @vant/area-data. About
// 30 KB gzip, so it is imported only when a region field is drawn, and built once.
import type { CascadePickerOption } from 'antd-mobile'

let tree: Promise<CascadePickerOption[]> | undefined

async function build(): Promise<CascadePickerOption[]> {
  const { areaList } = await import('@vant/area-data')
  const provinces = new Map<string, CascadePickerOption & { children: CascadePickerOption[] }>()
  const cities = new Map<string, CascadePickerOption & { children: CascadePickerOption[] }>()
  for (const [value, label] of Object.entries(areaList.province_list)) provinces.set(value.slice(0, 2), { label, value, children: [] })
  for (const [value, label] of Object.entries(areaList.city_list)) {
    const city = { label, value, children: [] }
    cities.set(value.slice(0, 4), city)
    provinces.get(value.slice(0, 2))?.children.push(city)
  }
  for (const [value, label] of Object.entries(areaList.county_list)) cities.get(value.slice(0, 4))?.children.push({ label, value })
  return [...provinces.values()]
}

export function loadRegionTree(): Promise<CascadePickerOption[]> {
  tree ??= build().catch((e: unknown) => {
    tree = undefined // a failed chunk load can be retried on the next open
    throw e
  })
  return tree
}

/** The labels along a path of codes, as far as the tree knows them. */
export function labelsOf(options: readonly CascadePickerOption[], codes: readonly string[]): string[] {
  const labels: string[] = []
  let level: readonly CascadePickerOption[] | undefined = options
  for (const code of codes) {
    const found: CascadePickerOption | undefined = level?.find((o) => o.value === code)
    if (!found) break
    labels.push(found.label)
    level = found.children
  }
  return labels
}
