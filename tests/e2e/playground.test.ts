// The authoring playground (/debug/playground) in the built app: a config typed on the left (CodeMirror) is drawn in
// the phone frame on the right; a syntax error, an unknown node type and a missing property each show at their line,
// listed and underlined in the editor, while the last good screen stays drawn; fixing it draws the new one; a reload
// keeps the text; completion offers node types and properties; side by side on a desktop, stacked on a phone, under
// the built app's CSP (CodeMirror's styles apply, no violation), and accessible (axe, after each test and on the way).
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectAccessible, useBrowser } from './browser.ts'

const b = useBrowser()
const WAIT = { timeout: 15_000 }
const PATH = '/debug/playground'
const DESKTOP = { viewport: { width: 1280, height: 900 } }

/** A screen config as an author writes it, one property a line: the body's nodes given as lines of JSON. */
const config = (...nodes: string[]) =>
  [
    '{',
    '  "$schema": "../../schemas/screen.schema.json",',
    '  "id": "activity/try",',
    '  "routes": [{ "path": "/activity/try", "auth": "none" }],',
    '  "title": "试写的页面",',
    '  "body": [',
    nodes.map((n) => `    ${n}`).join(',\n'),
    '  ]',
    '}',
  ].join('\n')

const GOOD = config(
  '{ "type": "text", "text": "第一版的文字" }',
  '{ "type": "button", "text": "报名", "press": { "action": "toast", "text": "已报名" } }',
)

const editor = (page: Page) => page.getByRole('textbox', { name: '页面配置（JSON）' })
/** The editor's box on the page (the text inside it is as tall as the config and scrolls). */
const editorBox = (page: Page) => page.locator('.edu-playground__code')
/** The editor's text (CodeMirror draws the lines in view: the configs here are short enough to be all in view). */
const editorText = async (page: Page) => (await page.locator('.cm-content .cm-line').allTextContents()).join('\n')
const phone = (page: Page) => page.getByTestId('playground-screen')
/** The problems as listed: "第 4 行，第 5 列 /body/0 …". */
const problems = (page: Page) => page.getByRole('list', { name: '配置问题' }).getByRole('button').allInnerTexts()
/** The text the editor underlines as a problem, top to bottom. */
const marked = (page: Page) => page.locator('.cm-lintRange-error').allTextContents()
/** The line the caret is on (CodeMirror marks it as the active line). */
const caretLine = (page: Page) =>
  page.locator('.cm-content').evaluate((content) => [...content.children].findIndex((l) => l.classList.contains('cm-activeLine')) + 1)

/** Where an element is drawn (it must be). */
async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${String(locator)} is not drawn`)
  return found
}

/**
 * Choose an offered word with Enter once it is the selected option. The list ignores keys for its first 75 ms
 * (CodeMirror's interactionDelay, so that a fast typist's Enter is not taken as a choice): wait past that.
 */
async function choose(page: Page, label: string): Promise<void> {
  await page.locator('.cm-tooltip-autocomplete li[aria-selected="true"]', { hasText: new RegExp(`^${label}`) }).waitFor(WAIT)
  await page.waitForTimeout(150)
  await page.keyboard.press('Enter')
}

/** Replace the whole text, as a paste does. */
async function type(page: Page, text: string): Promise<void> {
  await editor(page).click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.insertText(text)
}

describe('the authoring playground', () => {
  it('draws what is typed, shows each mistake at its line with the last good screen kept, and keeps the text', async () => {
    const page = await (await b.newContext(DESKTOP)).newPage()
    await page.goto(b.url(PATH))
    await page.getByRole('heading', { name: '页面配置实时预览' }).waitFor()
    // The starter (the questionnaire of `screens new questionnaire`) is drawn at first.
    await phone(page).getByRole('heading', { name: '请填写问卷标题', level: 1 }).waitFor(WAIT)
    // Side by side: the phone to the right of the editor, 375 px wide.
    const field = await box(editorBox(page))
    const frame = await box(phone(page))
    expect(frame.x).toBeGreaterThan(field.x + field.width - 1)
    expect(Math.round(frame.width)).toBe(375 + 20)

    await type(page, GOOD)
    await phone(page).getByText('第一版的文字').waitFor(WAIT)
    await phone(page).getByRole('heading', { name: '试写的页面', level: 1 }).waitFor()
    await page.getByText('没有问题，手机框里显示的就是这份配置。').waitFor()

    // A syntax error: the comma after the first node is gone (line 8 is where the next node starts).
    await type(page, GOOD.replace('"第一版的文字" },', '"第一版的文字" }'))
    await page.getByRole('alert').filter({ hasText: '第 8 行' }).waitFor(WAIT)
    expect(await problems(page)).toEqual([expect.stringMatching(/^第 8 行，第 5 列\s*不是有效的 JSON：列表项后应有“,”或“]”/)])
    await expect.poll(() => marked(page), WAIT).toHaveLength(1)
    await page.getByText('配置有问题，手机框里仍显示上一次没有问题的版本。').waitFor()
    expect(await phone(page).getByText('第一版的文字').isVisible()).toBe(true)

    // An unknown node type on line 7, and a button without its text on line 8.
    await type(
      page,
      config('{ "type": "txet", "text": "第二版" }', '{ "type": "button", "press": { "action": "toast", "text": "已报名" } }'),
    )
    await expect
      .poll(() => problems(page), WAIT)
      .toEqual([
        expect.stringMatching(/^第 7 行，第 7 列\s*\/body\/0\/type\s*未知的节点类型“txet”/),
        expect.stringMatching(/^第 8 行，第 5 列\s*\/body\/1\s*缺少必填属性“text”/),
      ])
    await expect
      .poll(() => marked(page), WAIT)
      .toEqual(['"type": "txet"', '{ "type": "button", "press": { "action": "toast", "text": "已报名" } }'])
    expect(await phone(page).getByText('第一版的文字').isVisible()).toBe(true)
    await expectAccessible(page)

    // Pressing a problem puts the caret at it.
    await page.getByRole('button', { name: /^第 8 行/ }).click()
    expect(await editor(page).evaluate((el) => el.contains(document.activeElement))).toBe(true)
    expect(await caretLine(page)).toBe(8)

    // Fixed: the new screen is drawn, the problems gone.
    const fixed = config(
      '{ "type": "text", "text": "第二版的文字" }',
      '{ "type": "button", "text": "报名", "press": { "action": "toast", "text": "已报名" } }',
    )
    await type(page, fixed)
    await phone(page).getByText('第二版的文字').waitFor(WAIT)
    expect(await phone(page).getByText('第一版的文字').count()).toBe(0)
    await expect.poll(() => marked(page), WAIT).toEqual([])

    // Nothing typed is lost on a reload.
    await page.reload()
    await phone(page).getByText('第二版的文字').waitFor(WAIT)
    expect(await editorText(page)).toBe(fixed)
  })

  it('stacks the editor over the phone on a phone, loads an example and resets to the starter', async () => {
    const page = b.page()
    await page.goto(b.url(PATH))
    await phone(page).getByRole('heading', { name: '请填写问卷标题', level: 1 }).waitFor(WAIT)
    const field = await box(editorBox(page))
    const frame = await box(phone(page))
    expect(frame.y).toBeGreaterThan(field.y + field.height)
    expect(frame.width).toBeLessThanOrEqual(375)

    // An example replaces an example without asking; the list draws the embedded backend's news.
    await page.getByRole('button', { name: '列表', exact: true }).click()
    await phone(page).getByRole('heading', { name: '健康资讯', level: 1 }).waitFor(WAIT)
    await phone(page).getByText('国家卫健委：基层家庭医生签约服务覆盖面持续扩大').waitFor(WAIT)

    // One's own writing is replaced only after a confirm.
    await type(page, GOOD)
    await phone(page).getByText('第一版的文字').waitFor(WAIT)
    page.once('dialog', (dialog) => void dialog.dismiss())
    await page.getByRole('button', { name: '恢复初始配置' }).click()
    expect(await editorText(page)).toBe(GOOD)
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: '恢复初始配置' }).click()
    await phone(page).getByRole('heading', { name: '请填写问卷标题', level: 1 }).waitFor(WAIT)
  })

  it('completes a node type and a property as they are typed on a 320 px phone, and writes what is chosen', async () => {
    const page = await (await b.newContext({ viewport: { width: 320, height: 640 } })).newPage()
    await page.goto(b.url(PATH))
    await phone(page).getByRole('heading', { name: '请填写问卷标题', level: 1 }).waitFor(WAIT)
    // Line 8 is an empty node, `    { }`: the caret goes just inside its braces.
    await type(page, config('{ "type": "text", "text": "第一版的文字" }', '{ }'))
    await page.keyboard.press('ControlOrMeta+Home')
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowDown')
    await page.keyboard.press('End')
    await page.keyboard.press('ArrowLeft')

    await page.keyboard.type('"ty')
    await choose(page, 'type')
    await page.keyboard.type('"butt')
    await choose(page, 'button')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.type(', "te')
    await choose(page, 'text')
    await page.keyboard.type('"报名", "pre')
    await choose(page, 'press')
    await page.keyboard.type('{ "action": "toast", "text": "已报名" } ')
    await expect
      .poll(() => editorText(page))
      .toBe(
        config(
          '{ "type": "text", "text": "第一版的文字" }',
          '{ "type": "button", "text": "报名", "press": { "action": "toast", "text": "已报名" } }',
        ),
      )
    await phone(page).getByRole('button', { name: '报名' }).waitFor(WAIT)
    // Nothing is wider than the phone: long lines scroll inside the editor.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })

  it('underlines a misspelt property as it is typed, with the checker’s Chinese message on hover, under the CSP', async () => {
    const page = b.page()
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text())
    })
    await page.goto(b.url(PATH))
    await phone(page).getByRole('heading', { name: '请填写问卷标题', level: 1 }).waitFor(WAIT)
    // CodeMirror's own styles are in force (its base theme lays the editor out as a flex box).
    expect(await page.locator('.cm-editor').evaluate((el) => getComputedStyle(el).display)).toBe('flex')

    await type(page, config('{ "type": "text", "txet": "第一版的文字" }'))
    await expect.poll(async () => (await marked(page)).some((m) => m.includes('"txet"')), WAIT).toBe(true)
    const listed = (await problems(page)).find((p) => p.includes('txet'))
    expect(listed).toMatch(/^第 7 行/)
    expect(listed).toMatch(/[\u4e00-\u9fff]/)
    await page.locator('.cm-lintRange-error', { hasText: '"txet"' }).last().hover()
    const tooltip = page.locator('.cm-tooltip-lint')
    await tooltip.waitFor(WAIT)
    const said = await tooltip.locator('.cm-diagnosticText').allTextContents()
    expect(said.some((text) => listed?.includes(text))).toBe(true)
    expect(violations).toEqual([])
  })
})
