import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderConfig } from '../shared/testing'
import { readDraft } from './draft'

afterEach(() => localStorage.clear())

const editor = (more: Record<string, unknown> = {}) => ({
  type: 'rich-text-editor',
  bind: 'article',
  titlePlaceholder: '请输入标题',
  coverLabel: '上传封面',
  placeholder: '请输入正文',
  draftKey: 'article-new',
  ...more,
})
const shown = { type: 'text', text: '{{ state.article.title }}|{{ state.article.content }}' }

describe('rich-text-editor', () => {
  it('puts the title and the sanitised body in state and keeps them as a draft', async () => {
    renderConfig([editor(), shown])
    fireEvent.change(await screen.findByLabelText('标题', { selector: 'textarea' }), { target: { value: '家庭血压监测' } })
    const body = screen.getByRole('textbox', { name: '正文' })
    body.innerHTML = '<h2>做法</h2><p onclick="alert(1)">早晚各测两次</p><script>alert(2)</script>'
    fireEvent.input(body)
    await screen.findByText('家庭血压监测|<h2>做法</h2><p>早晚各测两次</p>')
    expect(readDraft('article-new')).toEqual({ title: '家庭血压监测', coverUrl: '', content: '<h2>做法</h2><p>早晚各测两次</p>' })
  })

  it('keeps the title one paragraph: Enter goes on to the body, and a pasted line break becomes a space', async () => {
    renderConfig([editor(), shown])
    const title = await screen.findByLabelText<HTMLTextAreaElement>('标题', { selector: 'textarea' })
    title.focus()
    expect(fireEvent.keyDown(title, { key: 'Enter' })).toBe(false)
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '正文' }))
    fireEvent.change(title, { target: { value: '家庭血压监测\r\n在社区的体会' } })
    expect(title.value).toBe('家庭血压监测 在社区的体会')
    await screen.findByText('家庭血压监测 在社区的体会|')
  })

  it('restores a kept draft over the starting values, and says so', async () => {
    localStorage.setItem('edu.draft.article-new', JSON.stringify({ title: '没写完的', coverUrl: '', content: '<p>草稿</p>' }))
    renderConfig([editor({ title: '原来的标题', content: '<p>原文</p>' }), shown])
    expect((await screen.findByLabelText<HTMLTextAreaElement>('标题', { selector: 'textarea' })).value).toBe('没写完的')
    expect(screen.getByRole('textbox', { name: '正文' }).innerHTML).toBe('<p>草稿</p>')
    expect(screen.getByText('已恢复上次未发布的草稿')).toBeTruthy()
  })

  it('cleans a restored draft like any other HTML (storage is not the user’s own writing)', async () => {
    const content = '<style>*{display:none}</style><p onclick="alert(1)">草稿</p><form><input name="pw"></form>'
    localStorage.setItem('edu.draft.article-new', JSON.stringify({ title: '没写完的', coverUrl: '', content }))
    renderConfig([editor(), shown])
    await screen.findByText('已恢复上次未发布的草稿')
    expect(screen.getByRole('textbox', { name: '正文' }).innerHTML).toBe('<p>草稿</p>')
    await screen.findByText('没写完的|<p>草稿</p>')
  })

  it('fills starting values that arrive later (an article being fetched), once', async () => {
    renderConfig([editor({ title: '{{ state.loaded.title }}', content: '{{ state.loaded.content }}', draftKey: '' }), shown], {
      scope: { state: { loaded: { title: '家庭血压监测的体会', content: '<ol><li>统一血压计</li></ol>' } } },
    })
    expect((await screen.findByLabelText<HTMLTextAreaElement>('标题', { selector: 'textarea' })).value).toBe('家庭血压监测的体会')
    await waitFor(() => expect(screen.getByRole('textbox', { name: '正文' }).innerHTML).toBe('<ol><li>统一血压计</li></ol>'))
  })

  it('drops the draft when told to (after publishing)', async () => {
    localStorage.setItem('edu.draft.article-new', JSON.stringify({ title: '发布了', coverUrl: '', content: '<p>正文</p>' }))
    renderConfig([editor({ discardDraft: true })])
    await screen.findByRole('textbox', { name: '正文' })
    await waitFor(() => expect(readDraft('article-new')).toBeUndefined())
  })

  it('offers headings, lists and pictures from a toolbar with 44 px buttons', async () => {
    renderConfig([editor()])
    const toolbar = await screen.findByRole('toolbar', { name: '格式' })
    for (const name of ['标题', '小标题', '段落', '加粗', '列表', '编号']) expect(screen.getByRole('button', { name })).toBeTruthy()
    expect(toolbar.querySelector('input[type=file][accept="image/*"]')).toBeTruthy()
  })
})
