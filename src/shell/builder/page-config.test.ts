// @vitest-environment jsdom
// The builder's page and its JSON: config → page → config gives the same text, the app's one checker accepts what
// the builder writes, and a config the builder cannot show is named rather than guessed.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createRendererEngine } from '../../../renderers/shared/testing'
import { checkText } from '../playground/check-text'
import { moved, newBand, newQuestion, withBands, withQuestions } from './edits'
import { BANNER_GRADIENTS, blankPage, newBanner, type BuilderPage, type Survey } from './model'
import { configFromPage, configText, pageFromConfig } from './page-config'

const phq9 = JSON.parse(readFileSync('screens/questionnaires/phq-9.json', 'utf8')) as Survey & { $schema?: string }

function fullPage(): BuilderPage {
  let page = blankPage('sleep-check')
  page = { ...page, banner: { ...newBanner('睡眠自测'), subtitle: '五道题，一分钟' } }
  for (const kind of ['multiple', 'number', 'text', 'scale', 'section'] as const) {
    page = withQuestions(page, 0, [...page.survey.pages[0].questions, newQuestion(page, kind)])
  }
  return withBands(page, [...page.survey.bands, newBand(page.survey.bands)])
}

describe("the builder's page and its JSON", () => {
  it('goes from page to config and back to the same config', () => {
    for (const page of [blankPage(), fullPage()]) {
      const text = configText(page)
      const back = pageFromConfig(JSON.parse(text))
      expect('page' in back && configText(back.page)).toBe(text)
    }
  })

  it("keeps a questionnaire's properties the builder does not edit (PHQ-9's alert, category, showScore)", () => {
    const { $schema: _ignored, ...survey } = phq9
    const page: BuilderPage = { ...blankPage('phq'), survey }
    const config = configFromPage(page)
    const back = pageFromConfig(JSON.parse(JSON.stringify(config)))
    expect(back).toEqual({ page })
    expect(JSON.stringify(config)).toContain('"alert":')
  })

  it("writes what the app's one checker accepts, every kind and a banner included", async () => {
    const checked = await checkText(configText(fullPage()), createRendererEngine(), location.origin)
    expect(checked.problems).toEqual([])
  })

  it('writes the banner as a banner node with its gradient or picture, and reads it and the old stack banner back', async () => {
    const withPicture: BuilderPage = {
      ...blankPage('walk'),
      banner: { title: '秋季健步走', subtitle: '报名进行中', picture: { src: '/edu/screens-api/assets/7f3a', fit: 'contain' } },
    }
    const config = configFromPage(withPicture)
    expect((config.body as unknown[])[0]).toEqual({
      type: 'banner',
      id: 'banner',
      title: '秋季健步走',
      subtitle: '报名进行中',
      picture: { src: '/edu/screens-api/assets/7f3a', fit: 'contain' },
    })
    expect(pageFromConfig(JSON.parse(JSON.stringify(config)))).toEqual({ page: withPicture })
    expect((await checkText(configText(withPicture), createRendererEngine(), location.origin)).problems).toEqual([])
    const festive = { ...blankPage('walk'), banner: { title: '节日', subtitle: '', gradient: BANNER_GRADIENTS[4][2] } }
    expect((configFromPage(festive).body as unknown[])[0]).toEqual({
      type: 'banner',
      id: 'banner',
      title: '节日',
      gradient: { colors: ['danger', 'warning', 'purple'], angle: 120 },
    })
    const old = {
      ...configFromPage(blankPage('walk')),
      body: [
        {
          type: 'stack',
          id: 'banner',
          paddingBlock: 16,
          gap: 4,
          body: [
            { type: 'text', variant: 'title', text: '旧横幅' },
            { type: 'text', variant: 'hint', text: '副标题' },
          ],
        },
        configFromPage(blankPage('walk')).body,
      ].flat(),
    }
    expect(pageFromConfig(old)).toMatchObject({ page: { banner: { ...newBanner('旧横幅'), subtitle: '副标题' } } })
  })

  it('names what it cannot show, and the checker names the mistakes it can', async () => {
    const config = configFromPage(blankPage())
    expect(pageFromConfig([])).toEqual({ problem: '配置应为一个 JSON 对象' })
    expect(pageFromConfig({ ...config, data: {} })).toEqual({ problem: '搭建器不处理这些属性：data' })
    expect(pageFromConfig({ ...config, routes: [{ path: '/health/x', auth: 'none' }] })).toMatchObject({
      problem: expect.stringContaining('/activity/page/{token}') as string,
    })
    expect(pageFromConfig({ ...config, body: [{ type: 'text', text: '你好' }] })).toMatchObject({
      problem: expect.stringContaining('问卷') as string,
    })
    const empty = withQuestions(blankPage(), 0, [])
    const checked = await checkText(configText(empty), createRendererEngine(), location.origin)
    expect(checked.problems.map((p) => p.path)).toContain('/body/0/questionnaire/pages/0/questions')
  })

  it('moves a question up and down, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b'])
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b'])
  })
})
