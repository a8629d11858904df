// What the questionnaires product staff wrote (screens/questionnaires/) tell a person: the number of questions an
// intro promises is the number asked, and PHQ-9's question on self-harm raises a call for help with the numbers.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { root } from '../../scripts/lib/schema-files.ts'
import type { Questionnaire } from '../../src/generated/screen.ts'

const dir = join(root, 'screens/questionnaires')
const questionnaires = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Questionnaire)

/** The questions every person is asked: no visibility rule, no earlier skip over them, not a section. */
function alwaysAsked(q: Questionnaire): number {
  const all = q.pages.flatMap((p) => p.questions)
  const skippable = all.some((question) => question.skip?.length)
  return skippable ? Number.NaN : all.filter((question) => question.kind !== 'section' && !question.visible).length
}

describe('questionnaire configs', () => {
  it.each(questionnaires.filter((q) => /共\s*\d+\s*题/.test(q.intro ?? '')).map((q) => [q.id, q] as const))(
    '%s asks as many questions as its intro says',
    (_, q) => {
      const said = Number(/共\s*(\d+)\s*题/.exec(q.intro ?? '')?.[1])
      expect(alwaysAsked(q), `${q.id}: "${q.intro}"`).toBe(said)
    },
  )

  it('PHQ-9 alerts on any thought of self-harm, with the psychological assistance hotline and the emergency number', () => {
    const phq9 = questionnaires.find((q) => q.id === 'phq-9')
    const harm = phq9?.pages.flatMap((p) => p.questions).at(-1)
    expect(harm?.title).toContain('伤害自己')
    expect(harm?.alert?.answers).toEqual(harm?.options?.filter((o) => (o.score ?? 0) > 0).map((o) => o.value))
    expect(harm?.alert?.phones?.map((p) => p.number)).toEqual(['12356', '120'])
  })
})
