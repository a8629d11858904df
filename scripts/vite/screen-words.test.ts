// Which shared words the entry carries and which a screen's chunk brings: on a small project of its own, and on
// the app's (every word a questionnaire screen's renderer names reaches it, from the entry or its chunk).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { root } from '../lib/schema-files.ts'
import { keysNamedIn, ScreenWords } from './screen-words.ts'

let project: string | undefined
afterEach(() => {
  if (project) rmSync(project, { recursive: true, force: true })
  project = undefined
})

function write(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'screen-words-'))
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
  return dir
}

const wording = {
  ok: '确定',
  back: '返回',
  nextQuestion: '下一题',
  imageAdd: '添加图片',
  loadMore: '加载更多',
  retry: '点击重试',
  insufficientPointsText: '积分不足',
  unused: '无',
}

describe('the shared words, shared out', () => {
  it('names a key only where it is quoted', () => {
    expect(keysNamedIn(`t('retry') "ok" \`back\` loadMoreText \\"imageAdd\\"`, Object.keys(wording))).toEqual([
      'ok',
      'back',
      'imageAdd',
      'retry',
    ])
  })

  it('keeps in the entry the words the app’s code and the page renderer name; a screen brings its config’s, its presets’ and its renderers’', () => {
    project = write({
      'screens/wording.json': JSON.stringify({ messages: wording }),
      'src/shell/dialog.ts': "export const label = (t: (k: string) => string) => t('ok')",
      'src/shell/dialog.test.ts': "t('unused')",
      'renderers/page/Header.tsx': "ctx.t('back')",
      'renderers/quiz/Quiz.tsx': "import { photo } from '../shared/photo'\nctx.t('nextQuestion')",
      'renderers/shared/photo.ts': "export const photo = (t) => t('imageAdd')",
      'renderers/list/List.tsx': "ctx.t('loadMore')",
      'screens/presets/actions.json': JSON.stringify({
        presets: { insufficientPoints: { action: 'dialog', content: "{{ t('insufficientPointsText') }}" } },
      }),
    })
    const words = new ScreenWords(project)
    expect(words.shellWords()).toEqual({ back: '返回', ok: '确定' })
    // A frame's title draws before its screen's chunk is here: its words are the entry's too.
    expect(words.shellWords([{ title: "{{ t('retry') }}" }])).toEqual({ back: '返回', ok: '确定', retry: '点击重试' })
    const config = {
      body: [
        { type: 'quiz', title: "{{ t('retry') }}" },
        { type: 'button', text: "{{ t('ok') }}" },
      ],
    }
    // Its quiz renderer's words and the shared helper's it imports, its config's; not the list's, not the entry's.
    expect(words.screenWords(config, ['quiz', 'button'])).toEqual({ imageAdd: '添加图片', nextQuestion: '下一题', retry: '点击重试' })
    // The action presets it brings (screens-plugin.ts hands them over with the config) bring their words too.
    const presets = { insufficientPoints: { action: 'dialog', content: "{{ t('insufficientPointsText') }}" } }
    expect(words.screenWords([{ body: [] }, {}, presets], [])).toEqual({ insufficientPointsText: '积分不足' })
  })

  it('in the app, a questionnaire screen gets every word its renderer names', () => {
    const words = new ScreenWords(root)
    const own = words.screenWords({ body: [{ type: 'questionnaire' }] }, ['questionnaire'])
    const reachable = { ...words.shellWords(), ...own }
    for (const key of ['questionnaireNext', 'questionnairePrevious', 'questionnaireSubmit', 'questionnaireRequired'])
      expect(reachable).toHaveProperty(key)
    expect(own).not.toHaveProperty('chatSend')
  })
})
