import { act, fireEvent, screen, waitFor } from '@testing-library/react'
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

  it('sends once for two presses in one task and for a press before the answer (issue 33)', async () => {
    let answer: (value: unknown) => void = () => undefined
    const engine = createRendererEngine({ calls: { 'content.comment': () => new Promise((resolve) => (answer = resolve)) } })
    const { recorded } = renderConfig([composer], { engine })
    fireEvent.change(await field(), { target: { value: '讲得很清楚' } })
    const send = screen.getByRole('button', { name: '发表' })
    // Two clicks in one browser task: nothing is redrawn between them.
    act(() => {
      send.click()
      send.click()
    })
    await waitFor(() => expect(recorded.calls).toHaveLength(1))
    fireEvent.click(send)
    fireEvent.submit(send.closest('form') as HTMLFormElement)
    expect(recorded.calls).toHaveLength(1)
    await act(async () => answer({ commentId: 'CM1' }))
    await waitFor(async () => expect(((await field()) as HTMLTextAreaElement).value).toBe(''))
    expect(recorded.calls).toHaveLength(1)
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
