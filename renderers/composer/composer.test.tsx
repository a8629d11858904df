import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createRendererEngine, renderConfig } from '../shared/testing'

const composer = {
  type: 'composer',
  state: 'reply',
  placeholder: '写下你的评论',
  sendText: '发表',
  maxLength: 200,
  send: [{ action: 'call', call: 'content.comment', args: { contentType: 'news', contentId: '1', content: '{{ state.reply }}' } }],
}

const field = () => screen.findByRole('textbox', { name: '写下你的评论' })

describe('composer', () => {
  it('sends the trimmed text through its actions and empties the field', async () => {
    const engine = createRendererEngine({ calls: { 'content.comment': { commentId: 'CM1' } } })
    const { recorded } = renderConfig([composer], { engine })
    fireEvent.change(await field(), { target: { value: '  讲得很清楚  ' } })
    expect(screen.getByText('9/200')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '发表' }))
    await waitFor(() =>
      expect(recorded.calls).toEqual([{ name: 'content.comment', args: { contentType: 'news', contentId: '1', content: '讲得很清楚' } }]),
    )
    await waitFor(async () => expect(((await field()) as HTMLTextAreaElement).value).toBe(''))
  })

  it('keeps the text when sending fails', async () => {
    const engine = createRendererEngine({
      calls: {
        'content.comment': () => {
          throw Object.assign(new Error('服务器繁忙'), { code: 500 })
        },
      },
    })
    const { recorded } = renderConfig([composer], { engine })
    fireEvent.change(await field(), { target: { value: '讲得很清楚' } })
    fireEvent.click(screen.getByRole('button', { name: '发表' }))
    await waitFor(() => expect(recorded.calls).toHaveLength(1))
    await waitFor(() => expect(screen.getByRole('button', { name: '发表' }).hasAttribute('disabled')).toBe(false))
    expect(((await field()) as HTMLTextAreaElement).value).toBe('讲得很清楚')
  })

  it('says so and sends nothing for an empty text', async () => {
    const { recorded } = renderConfig([{ ...composer, emptyMessage: '请输入评论内容' }])
    fireEvent.change(await field(), { target: { value: '   ' } })
    fireEvent.click(screen.getByRole('button', { name: '发表' }))
    await waitFor(() => expect(recorded.toasts).toEqual([{ text: '请输入评论内容' }]))
    expect(recorded.calls).toEqual([])
  })
})
