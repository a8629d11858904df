// A video states the length it plays: each clip's stated seconds are its file's WebM Duration, and every seeded
// video (the feed's cards and the detail pages) states the length of the clip it plays.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CLIP_SECONDS, playableVideo } from './content-extras'
import { SEED_CONTENTS } from './contents'

/** The Segment Info Duration of a WebM file (EBML id 0x4489, a float in TimecodeScale units), in seconds. */
function webmSeconds(file: string): number {
  const bytes = readFileSync(file)
  const at = bytes.indexOf(Buffer.from([0x44, 0x89]))
  if (at < 0) throw new Error(`${file} has no Duration element`)
  const size = bytes[at + 2] & 0x7f
  const ms = size === 8 ? bytes.readDoubleBE(at + 3) : bytes.readFloatBE(at + 3)
  return ms / 1000 // the recorder's TimecodeScale is 1 ms
}

describe('media lengths', () => {
  it.each(Object.entries(CLIP_SECONDS))('%s.webm lasts the seconds the seed states', (name, seconds) => {
    expect(Math.round(webmSeconds(join(__dirname, '../media', `${name}.webm`)))).toBe(seconds)
  })

  it('gives every seeded video the length of the clip it plays', () => {
    const videos = SEED_CONTENTS.filter((c) => c.kind === 'video')
    expect(videos.length).toBeGreaterThan(0)
    for (const v of videos) expect(v.duration, v.title).toBe(playableVideo(v.id).duration)
  })
})
