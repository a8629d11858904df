// A video states the length it plays: each clip's stated seconds are its file's WebM Duration, and every seeded
// video (the feed's cards and the detail pages) states the length of the clip it plays.
// A course lesson plays a lecture clip as long as the lesson says (lecture-<minutes>.webm), and a course lasts the sum of its lessons.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CLIP_SECONDS, playableVideo } from './content-extras'
import { SEED_CONTENTS } from './contents'
import { COURSE_OUTLINES } from './course-lessons'
import { SEED_COURSES } from './courses'
import { LECTURE_CLIPS, lessonVideo } from './lecture-clips'

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

  it.each(Object.keys(LECTURE_CLIPS))('lecture-%s.webm lasts its minutes', (minutes) => {
    expect(LECTURE_CLIPS[Number(minutes)]).toMatch(new RegExp(`lecture-${minutes}\\.webm`))
    expect(webmSeconds(join(__dirname, '../media', `lecture-${minutes}.webm`))).toBe(Number(minutes) * 60)
  })

  it('gives every lesson the clip of its length, and every course the sum of its lessons', () => {
    for (const course of SEED_COURSES) {
      const lessons = COURSE_OUTLINES[course.courseId].lessons
      expect(lessons.length, course.title).toBe(course.lessons)
      const videos = lessons.map((l, i) => ({ ...lessonVideo(`${course.courseId}-${String(i + 1)}`, l.minutes), minutes: l.minutes }))
      for (const v of videos) expect(v.playUrl).toBe(LECTURE_CLIPS[v.minutes])
      expect(
        videos.reduce((sum, v) => sum + v.seconds, 0),
        course.title,
      ).toBe(course.minutes * 60)
    }
  })
})
