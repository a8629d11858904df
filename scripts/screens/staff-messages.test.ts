// What product staff see from `npm run screens -- check` (issue 34): every problem of a file at once, in Chinese
// unless asked (--lang en), each at file:line:column with its JSON path and one sentence saying how to fix it;
// a file laid out otherwise than the lint step wants is a problem too, and --fix lays it out.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { root } from '../lib/schema-files.ts'
import { screens } from './test-io.ts'

const dir = 'tests/fixtures/screens-check'

describe('screens check, as staff read it', () => {
  it('names a misspelt property and an unknown wording key at once, in Chinese, with line and column', async () => {
    const result = await screens(['check', `${dir}/staff-mistakes.json`])
    expect(result.out).toEqual([
      `${dir}/staff-mistakes.json:7:46 (/body/0/varient) 未知属性“varient”（是不是想写“variant”？）。改成这里允许的属性，或删掉它`,
      `${dir}/staff-mistakes.json:8:23 (/body/1/text) 未知的文案键“retyr”（在 {{ t('retyr') }} 中）（是不是想写“retry”？）。改成 screens/wording.json 里已有的键，或先在那里加上它`,
      '1 个文件中有 1 个有问题，共 2 个问题',
    ])
    expect(result.code).toBe(1)
  })

  it('says the same in English with --lang en', async () => {
    const result = await screens(['check', '--lang', 'en', `${dir}/staff-mistakes.json`])
    expect(result.out).toEqual([
      `${dir}/staff-mistakes.json:7:46 (/body/0/varient) unknown property "varient" (did you mean "variant"?). Use a property allowed here, or remove it`,
      `${dir}/staff-mistakes.json:8:23 (/body/1/text) unknown wording key "retyr" (in {{ t('retyr') }}) (did you mean "retry"?). Use a key of screens/wording.json, or add it there first`,
      '2 problems in 1 of 1 file',
    ])
  })

  it('refuses a language it does not speak', async () => {
    const result = await screens(['check', '--lang', 'fr', `${dir}/staff-mistakes.json`])
    expect(result.err[0]).toBe('--lang must be zh or en')
    expect(result.code).toBe(2)
  })

  it("gives a form schema's common mistakes in the form that works", async () => {
    const result = await screens(['check', `${dir}/form-mistakes.json`])
    expect(result.out.slice(0, -1)).toEqual([
      `${dir}/form-mistakes.json:13:76 (/body/0/schema/properties/size/enumNames) 不支持“enumNames”。删掉 "enum" 和 "enumNames"，改写成 "oneOf": [{ "const": "s", "title": "小号" }, { "const": "m", "title": "中号" }]`,
      `${dir}/form-mistakes.json:14:71 (/body/0/schema/properties/name/required) "required": true 在 JSON Schema 里无效。在上一层对象上列出必填字段："required": ["字段名"]`,
    ])
  })
})

describe('screens check and the lint layout', () => {
  let folder = ''
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  const cramped = (schema: string) => `{"$schema":"${schema}","id":"fixture/cramped",
"routes":[{"path":"/fixture/cramped","auth":"none"}],
      "title":"活动","body":[{"type":"text","text":"欢迎"}]}
`

  it('reports a file Prettier would rewrite at its first line that differs, and --fix writes it as the lint step wants', async () => {
    folder = mkdtempSync(join(tmpdir(), 'screens-fix-'))
    const file = join(folder, 'cramped.json')
    const schema = relative(folder, join(root, 'schemas/screen.schema.json'))
    writeFileSync(file, cramped(schema))
    const before = await screens(['check', '--lang', 'en', file])
    expect(before.out).toEqual([
      `${file}:1:1 (/) not formatted as the lint step wants (Prettier). Run npm run screens -- check --fix ${file} to format it`,
      '1 problem in 1 of 1 file',
    ])
    expect(before.code).toBe(1)

    const fixed = await screens(['check', '--fix', '--lang', 'en', file])
    expect(fixed.out).toEqual([`formatted ${file}`, 'OK: 1 file checked, no problems'])
    expect(fixed.code).toBe(0)
    expect(readFileSync(file, 'utf8')).toBe(
      [
        '{',
        `  "$schema": "${schema}",`,
        '  "id": "fixture/cramped",',
        '  "routes": [{ "path": "/fixture/cramped", "auth": "none" }],',
        '  "title": "活动",',
        '  "body": [{ "type": "text", "text": "欢迎" }]',
        '}',
        '',
      ].join('\n'),
    )
  })
})
