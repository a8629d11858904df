import { describe, expect, it } from 'vitest'
import { fixtureRules } from './testing'
import { askedQuestions, bandOf, problemOf, scored } from '../../src/shared-logic/questionnaire'
import { sleepCheck } from './fixtures'

describe('questionnaire logic', () => {
  it('skips the questions a rule jumps over and hides those whose rule fails', () => {
    const asked = askedQuestions(sleepCheck, { insomnia: 'no' }, fixtureRules)
    expect([...asked]).toEqual(['insomnia', 'mood', 'pills'])
    const more = askedQuestions(sleepCheck, { insomnia: 'often', pills: 'yes' }, fixtureRules)
    expect([...more]).toEqual(['insomnia', 'causes', 'hours', 'intro2', 'mood', 'pills', 'pillName'])
  })

  it('scores only the questions asked, by option, number range and band', () => {
    const answers = { insomnia: 'often', causes: ['stress', 'pain'], hours: 5, mood: 2, pills: 'no' }
    const result = scored(sleepCheck, answers, askedQuestions(sleepCheck, answers, fixtureRules))
    expect(result.score).toBe(6)
    expect(bandOf(sleepCheck, result.score)?.title).toBe('睡眠欠佳')
    const skipped = { ...answers, insomnia: 'no' }
    const kept = scored(sleepCheck, skipped, askedQuestions(sleepCheck, skipped, fixtureRules))
    expect(kept).toEqual({ answers: { insomnia: 'no', mood: 2, pills: 'no' }, score: 0 })
  })

  it('says what is missing or out of bounds', () => {
    const [insomnia, causes, hours] = sleepCheck.pages[0].questions
    expect(problemOf(insomnia, undefined)).toEqual({ key: 'questionnaireRequired', message: '请选择是否入睡困难' })
    expect(problemOf(causes, ['stress', 'pain', 'noise'])).toEqual({ key: 'questionnaireChooseAtMost', count: 2 })
    expect(problemOf(causes, undefined)).toBeUndefined()
    expect(problemOf(hours, 30)).toEqual({ key: 'questionnaireNumberRange', min: 0, max: 24 })
  })
})
