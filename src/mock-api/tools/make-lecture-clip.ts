// Writes src/mock-api/media/lecture-<minutes>.webm: a lesson recording that really lasts its stated minutes, in a
// few kB. It holds one still picture (the first frame of bp.webm, repeated as a key frame every five minutes so a
// seek lands near a picture), the tracks of bp.webm, a Duration of exactly the minutes, and cues for seeking.
// The embedded backend has no lecture recordings; a lesson plays one of these, so its length is what it says.
// Run once per length: `npx tsx src/mock-api/tools/make-lecture-clip.ts 28 30 …` (media-length.test.ts checks them).
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const media = join(dirname(fileURLToPath(import.meta.url)), '..', 'media')
const KEY_EVERY_MS = 300_000

interface Element {
  id: number
  start: number
  dataStart: number
  end: number
}

function readVint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number } {
  let length = 1
  while (!(bytes[at] & (0x100 >> length))) length++
  let value = keepMarker ? bytes[at] : bytes[at] & (0xff >> length)
  for (let i = 1; i < length; i++) value = value * 256 + bytes[at + i]
  return { value, length }
}

function children(bytes: Uint8Array, from: number, to: number): Element[] {
  const found: Element[] = []
  for (let at = from; at < to;) {
    const id = readVint(bytes, at, true)
    const size = readVint(bytes, at + id.length, false)
    const dataStart = at + id.length + size.length
    const end = Math.min(dataStart + size.value, to)
    found.push({ id: id.value, start: at, dataStart, end })
    at = end
  }
  return found
}

function only(list: Element[], id: number): Element {
  const found = list.find((e) => e.id === id)
  if (!found) throw new Error(`no element 0x${id.toString(16)}`)
  return found
}

function idBytes(id: number): number[] {
  const out: number[] = []
  for (let v = id; v > 0; v = Math.floor(v / 256)) out.unshift(v % 256)
  return out
}

function sizeBytes(size: number): number[] {
  for (let length = 1; length <= 8; length++) {
    if (size < 2 ** (7 * length) - 1) {
      const out: number[] = []
      let v = size
      for (let i = 0; i < length; i++) {
        out.unshift(v % 256)
        v = Math.floor(v / 256)
      }
      out[0] |= 0x100 >> length
      return out
    }
  }
  throw new Error('too large')
}

const element = (id: number, data: Uint8Array | number[]): Uint8Array =>
  Uint8Array.from([...idBytes(id), ...sizeBytes(data.length), ...data])

function uint(value: number, width: number): number[] {
  const out: number[] = []
  for (let i = 0, v = value; i < width; i++, v = Math.floor(v / 256)) out.unshift(v % 256)
  return out
}

const concat = (parts: Uint8Array[]): Uint8Array => Uint8Array.from(parts.flatMap((p) => [...p]))

function lectureClip(source: Uint8Array, minutes: number): Uint8Array {
  const top = children(source, 0, source.length)
  const header = only(top, 0x1a45dfa3)
  const segment = only(top, 0x18538067)
  const inSegment = children(source, segment.dataStart, segment.end)
  const tracks = only(inSegment, 0x1654ae6b)
  const cluster = only(inSegment, 0x1f43b675)
  const firstFrame = only(children(source, cluster.dataStart, cluster.end), 0xa0)

  const durationMs = minutes * 60_000
  const duration = new Uint8Array(8)
  new DataView(duration.buffer).setFloat64(0, durationMs)
  const text = (s: string) => [...new TextEncoder().encode(s)]
  const info = element(0x1549a966, [
    ...element(0x2ad7b1, uint(1_000_000, 3)),
    ...element(0x4489, [...duration]),
    ...element(0x4d80, text('make-lecture-clip')),
    ...element(0x5741, text('make-lecture-clip')),
  ])
  const frame = source.slice(firstFrame.start, firstFrame.end)
  const times: number[] = []
  for (let t = 0; t < durationMs - 1000; t += KEY_EVERY_MS) times.push(t)
  times.push(durationMs - 1000)
  const clusters = times.map((t) => element(0x1f43b675, [...element(0xe7, uint(t, 4)), ...frame]))

  // Layout: SeekHead (fixed width), Info, Tracks, Clusters, Cues; positions count from the segment's data.
  const seek = (id: number, position: number) => element(0x4dbb, [...element(0x53ab, idBytes(id)), ...element(0x53ac, uint(position, 4))])
  const seekHeadSize = (positions: number[]) =>
    element(0x114d9b74, [...seek(0x1549a966, positions[0]), ...seek(0x1654ae6b, positions[1]), ...seek(0x1c53bb6b, positions[2])])
  const headLength = seekHeadSize([0, 0, 0]).length
  const tracksBytes = source.slice(tracks.start, tracks.end)
  const infoAt = headLength
  const tracksAt = infoAt + info.length
  let at = tracksAt + tracksBytes.length
  const clusterAt = clusters.map((c) => {
    const here = at
    at += c.length
    return here
  })
  const cues = element(
    0x1c53bb6b,
    times.flatMap((t, i) => [
      ...element(0xbb, [...element(0xb3, uint(t, 4)), ...element(0xb7, [...element(0xf7, [1]), ...element(0xf1, uint(clusterAt[i], 4))])]),
    ]),
  )
  const body = concat([seekHeadSize([infoAt, tracksAt, at]), info, tracksBytes, ...clusters, cues])
  return concat([source.slice(header.start, header.end), element(0x18538067, [...body])])
}

const source = new Uint8Array(readFileSync(join(media, 'bp.webm')))
for (const minutes of process.argv.slice(2).map(Number)) {
  const file = join(media, `lecture-${String(minutes)}.webm`)
  writeFileSync(file, lectureClip(source, minutes))
  console.log(`wrote ${file}`)
}
