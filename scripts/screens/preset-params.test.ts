// A preset that takes parameters declares them with a JSON Schema ("params"); `screens check` holds each use's
// "with" to it, as it holds nodes to theirs, and a preset to reading only what it declares.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screens, writeScreenFile } from './test-io.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'screens-params-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const write = (file: string, value: Record<string, unknown>, schema?: string) => writeScreenFile(dir, file, value, schema)

const contentActions = {
  params: {
    type: 'object',
    required: ['contentType', 'contentId'],
    properties: {
      contentType: { type: 'string', enum: ['ARTICLE', 'VIDEO'] },
      contentId: { type: 'string' },
      shareable: { type: 'boolean', default: true },
    },
  },
  body: [
    { type: 'text', text: '{{ params.contentType }} {{ params.contentId }}' },
    { type: 'button', text: '分享', visible: '{{ params.shareable }}', press: { action: 'toast', text: '已分享' } },
  ],
}

const feed = (uses: unknown[]) => ({
  id: 'piece',
  routes: [{ path: '/piece', auth: 'none' }],
  data: { piece: { call: 'content.news', params: { contentId: '{{ query.id }}' } } },
  body: uses,
})

async function check(uses: unknown[]) {
  await write('presets/nodes.json', { presets: { contentActions } }, 'node-presets.schema.json')
  const file = await write('piece.json', feed(uses))
  return { file, out: (await screens(['check', '--lang', 'en'], { screensDir: dir })).out }
}

describe('preset parameters', () => {
  it('passes a "with" that fits, a {{ }} value standing for any type', async () => {
    const { out } = await check([
      { type: 'preset', name: 'contentActions', with: { contentType: 'ARTICLE', contentId: '{{ data.piece.contentCode }}' } },
      { type: 'preset', name: 'contentActions', with: { contentType: '{{ query.type }}', contentId: 'A1', shareable: false } },
    ])
    expect(out).toEqual(['OK: 2 files checked, no problems'])
  })

  it('names a missing parameter, an unknown one (with a suggestion) and one of the wrong type', async () => {
    const { file, out } = await check([
      { type: 'preset', name: 'contentActions', with: { contentType: 'ARTICLE' } },
      { type: 'preset', name: 'contentActions', with: { contentType: 'ARTICLE', contentId: 'A1', sharable: false } },
      { type: 'preset', name: 'contentActions', with: { contentType: 'ARTICLE', contentId: 7, shareable: 'yes' } },
      { type: 'preset', name: 'contentActions' },
    ])
    expect(out).toEqual([
      `${file}:22:7 (/body/0/with) parameter of preset "contentActions" ("with"): "contentId" is required. Add it here`,
      `${file}:32:9 (/body/1/with/sharable) parameter of preset "contentActions" ("with"): unknown property "sharable" (did you mean "shareable"?). Use a property allowed here, or remove it`,
      `${file}:40:9 (/body/2/with/contentId) parameter of preset "contentActions" ("with"): must be a string. Write it as such`,
      `${file}:41:9 (/body/2/with/shareable) parameter of preset "contentActions" ("with"): must be true or false. Write it as such`,
      `${file}:44:5 (/body/3) parameter of preset "contentActions" ("with"): "contentType" is required. Add it here`,
      `${file}:44:5 (/body/3) parameter of preset "contentActions" ("with"): "contentId" is required. Add it here`,
      '6 problems in 1 of 2 files',
    ])
  })

  it('says it in Chinese by default', async () => {
    await check([{ type: 'preset', name: 'contentActions', with: { contentType: 'ARTICLE' } }])
    const { out } = await screens(['check'], { screensDir: dir })
    expect(out[0]).toContain('(/body/0/with) 预设“contentActions”的参数（"with"）：缺少必填属性“contentId”。在这里加上它')
  })

  it('refuses "with" for a preset without parameters, and "params" outside a preset', async () => {
    await write(
      'presets/nodes.json',
      { presets: { contentActions, plain: [{ type: 'text', text: '无参数' }] } },
      'node-presets.schema.json',
    )
    const file = await write('piece.json', {
      ...feed([{ type: 'preset', name: 'plain', with: { title: 'x' } }]),
      title: '{{ params.title }}',
    })
    const { out } = await screens(['check', '--lang', 'en'], { screensDir: dir })
    expect(out.filter((l) => l.startsWith(file))).toEqual([
      `${file}:22:7 (/body/0/with) preset "plain" takes no parameters. Remove "with", or declare them with "params" in the preset`,
      `${file}:27:3 (/title) "params" can be read only inside a preset (in {{ params.title }}): a screen has no parameters. Write the value itself, or make this part a preset (screens/presets/) and pass it in "with"`,
    ])
  })

  it('names a parameter a preset reads but does not declare', async () => {
    const file = await write(
      'presets/nodes.json',
      { presets: { contentActions: { ...contentActions, body: [{ type: 'text', text: '{{ params.contentTyp }}' }] } } },
      'node-presets.schema.json',
    )
    const { out } = await screens(['check', '--lang', 'en'], { screensDir: dir })
    expect(out[0]).toBe(
      `${file}:25:11 (/presets/contentActions/body/0/text) reads undeclared parameter "contentTyp" (in {{ params.contentTyp }}) (did you mean "contentType"?). Use a name declared in "params", or declare it there`,
    )
  })
})
