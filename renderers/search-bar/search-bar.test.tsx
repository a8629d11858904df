import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { NodeConfig } from '../../src/engine'
import { renderConfig } from '../shared/testing'
import { settle } from '../../src/engine/testing'

const slow = { timeout: 5000 }
const enter = { key: 'Enter', code: 'Enter', keyCode: 13 }
// The typing pause runs on a fake clock (vi.useFakeTimers), so no test sleeps through it.
const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

const bar = (props: Record<string, unknown> = {}): NodeConfig => ({
  type: 'search-bar',
  state: 'keyword',
  placeholder: '搜索医院名称',
  search: { action: 'toast', text: '搜索 {{ state.keyword }}' },
  cancel: { action: 'toast', text: '已取消 [{{ state.keyword }}]' },
  ...props,
})
// What the rest of the screen sees of the state.
const shown: NodeConfig = { type: 'text', text: '关键词：{{ state.keyword }}' }

async function field(name = '搜索医院名称') {
  return screen.findByRole<HTMLInputElement>('searchbox', { name }, slow)
}

describe('search-bar', () => {
  afterEach(() => vi.useRealTimers())

  it('is a named search field that starts with what the state holds', async () => {
    renderConfig([bar({ label: '医院搜索' }), shown], { scope: { state: { keyword: '协和' } } })
    const input = await field('医院搜索')
    expect(input.value).toBe('协和')
    expect(input.placeholder).toBe('搜索医院名称')
    expect(screen.getByRole('search', { name: '医院搜索' })).toBeTruthy()
  })

  it('writes the trimmed text to the state once typing pauses for 400 ms', async () => {
    renderConfig([bar(), shown], { scope: { state: { keyword: '' } } })
    const input = await field()
    vi.useFakeTimers()
    for (const text of ['北', '北京', ' 北京协和 ']) fireEvent.change(input, { target: { value: text } })
    await later(399)
    expect(screen.getByText('关键词：')).toBeTruthy()
    await later(1)
    expect(screen.getByText('关键词：北京协和')).toBeTruthy()
  })

  it('writes at once on Enter and runs its search actions with the text in the state', async () => {
    const { recorded } = renderConfig([bar(), shown], { scope: { state: { keyword: '' } } })
    const input = await field()
    fireEvent.change(input, { target: { value: '华西' } })
    await settle(() => fireEvent.keyDown(input, enter))
    expect(screen.getByText('关键词：华西')).toBeTruthy()
    await waitFor(() => expect(recorded.toasts.map((t) => t.text)).toEqual(['搜索 华西']))
  })

  it('empties the state at once with its clear button', async () => {
    renderConfig([bar(), shown], { scope: { state: { keyword: '瑞金' } } })
    const input = await field()
    fireEvent.focus(input)
    await settle(() => fireEvent.click(screen.getByRole('button', { name: '清除' })))
    expect(input.value).toBe('')
    expect(screen.getByText('关键词：')).toBeTruthy()
  })

  it('shows 取消 while focused with showCancelButton; it empties the field and the state and runs cancel', async () => {
    const { recorded } = renderConfig([bar({ showCancelButton: true }), shown], { scope: { state: { keyword: '' } } })
    const input = await field()
    expect(screen.queryByRole('button', { name: '取消' })).toBeNull()
    fireEvent.focus(input)
    fireEvent.change(input, { target: { value: '中山' } })
    await settle(() => fireEvent.keyDown(input, enter))
    fireEvent.focus(input)
    await settle(() => fireEvent.click(screen.getByRole('button', { name: '取消' })))
    expect(input.value).toBe('')
    expect(screen.getByText('关键词：')).toBeTruthy()
    await waitFor(() => expect(recorded.toasts.map((t) => t.text)).toEqual(['搜索 中山', '已取消 []']))
  })
})
