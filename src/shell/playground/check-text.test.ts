import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createTestEngine } from '../../engine/testing-engine'
import { checkText } from './check-text'
import { EXAMPLES, exampleText } from './examples'

const engine = createTestEngine()
// The site's origin, passed in: this test runs under Node, where there is no location.
const ORIGIN = 'https://app.example.cn'

/** A screen config as the editor holds it, one property a line. */
const screenText = (body: unknown[]) =>
  JSON.stringify(
    { $schema: '../../schemas/screen.schema.json', id: 'p', routes: [{ path: '/p', auth: 'none' }], title: '试一试', body },
    null,
    2,
  )

const places = async (text: string) =>
  (await checkText(text, engine, ORIGIN)).problems.map((p) => `${String(p.line)}:${String(p.column)} ${p.path} ${p.message}`)

describe('checkText', () => {
  it('passes every example, ready to draw', async () => {
    for (const name of EXAMPLES) {
      const checked = await checkText(exampleText(name), engine, ORIGIN)
      expect(checked.problems, name).toEqual([])
      expect(checked.screen?.config).toEqual(JSON.parse(exampleText(name)))
    }
  })

  it('says where the text stops being JSON, by line and column', async () => {
    const text = '{\n  "id": "p",\n  "title": "a"\n  "body": []\n}'
    expect(await places(text)).toEqual([
      '4:3  不是有效的 JSON：属性值后应有“,”或“}”，却是 """。按提示改正这一处（常见原因：多了或少了逗号、引号不是英文双引号）',
    ])
    expect((await checkText(text, engine, ORIGIN)).screen).toBeNull()
  })

  it('places a screen-language problem at the line of the value it names', async () => {
    const text = screenText([
      { type: 'text', text: '你好' },
      { type: 'txet', text: '再见' },
    ])
    const lines = text.split('\n')
    const problems = await places(text)
    expect(problems).toHaveLength(1)
    const typeLine = lines.findIndex((l) => l.includes('"txet"')) + 1
    expect(problems[0]).toMatch(new RegExp(`^${String(typeLine)}:7 /body/1/type 未知的节点类型“txet”`))
  })

  it('places a missing property at the object that lacks it', async () => {
    const text = screenText([
      { type: 'text', text: '你好' },
      { type: 'button', press: { action: 'toast', text: '好' } },
    ])
    // The object's "{" is the line before its "type" (a 0-based index of that line is the 1-based line of the brace).
    const buttonLine = text.split('\n').findIndex((l) => l.includes('"button"'))
    const problems = await places(text)
    expect(problems.some((p) => p.startsWith(`${String(buttonLine)}:5 /body/1 `) && p.includes('text'))).toBe(true)
  })

  it('refuses a stack that sets its own page inset, as screens check does, and draws one spaced only above and below', async () => {
    const own = await places(screenText([{ type: 'stack', padding: 16, body: [{ type: 'text', text: '正文' }] }]))
    expect(own).toHaveLength(1)
    expect(own[0]).toMatch(/\/body\/0\/padding 页面里的 stack 自己设了边距（padding 16）/)
    expect(await places(screenText([{ type: 'stack', paddingBlock: 16, body: [{ type: 'text', text: '正文' }] }]))).toEqual([])
  })

  it("says what screens check says of a questionnaire's rules, at the rule's line", async () => {
    const text = exampleText('questionnaire').replace("answers.q1 == 'c'", "answers.q9 == 'c'")
    const lines = text.split('\n')
    const line = lines.findIndex((l) => l.includes('answers.q9')) + 1
    const column = lines[line - 1].indexOf('"visible"') + 1
    expect(await places(text)).toEqual([
      `${String(line)}:${String(column)} /body/0/questionnaire/pages/0/questions/1/visible 规则里的题目“q9”不存在（是不是想写“q1”？）。改成已有题目的 id`,
    ])
    expect((await checkText(text, engine, ORIGIN)).screen).toBeNull()
  })

  it('names unknown calls and wording keys where they are written', async () => {
    const text = screenText([
      { type: 'text', text: "{{ t('retyr') }}" },
      { type: 'button', text: '去', press: { action: 'call', call: 'bank.transferAll' } },
    ])
    const lines = text.split('\n')
    const problems = await places(text)
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^${String(lines.findIndex((l) => l.includes('retyr')) + 1)}:7 /body/0/text 未知的文案键“retyr”`)),
      expect.stringMatching(
        new RegExp(`^${String(lines.findIndex((l) => l.includes('bank.')) + 1)}:9 /body/1/press/call 未知的接口“bank.transferAll”`),
      ),
    ])
  })

  it('names a misspelt property and an unknown wording key at once, in the same Chinese as screens check, by line and column', async () => {
    // The text of tests/fixtures/screens-check/staff-mistakes.json: the playground and `screens check` say the same.
    const text = readFileSync(join(import.meta.dirname, '../../../tests/fixtures/screens-check/staff-mistakes.json'), 'utf8')
    expect(await places(text)).toEqual([
      '7:46 /body/0/varient 未知属性“varient”（是不是想写“variant”？）。改成这里允许的属性，或删掉它',
      "8:23 /body/1/text 未知的文案键“retyr”（在 {{ t('retyr') }} 中）（是不是想写“retry”？）。改成 screens/wording.json 里已有的键，或先在那里加上它",
    ])
    expect((await checkText(text, engine, ORIGIN)).screen).toBeNull()
  })

  it('refuses data.<name> the config does not declare (the run-time check once let it pass)', async () => {
    const text = screenText([{ type: 'text', text: '{{ data.typo }}' }])
    const line = text.split('\n').findIndex((l) => l.includes('data.typo')) + 1
    expect(await places(text)).toEqual([
      `${String(line)}:7 /body/0/text 未知的数据源“typo”（在 {{ data.typo }} 中）（本页没有声明数据源）。改成本页 "data" 里声明的名字，或在 "data" 里声明它`,
    ])
  })
})
