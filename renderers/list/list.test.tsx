import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { NodeConfig } from '../../src/engine'
import { renderScreenWith, screenOf, fakeIntersectionObserverPerTest } from './testing'
import { settle, tapCheckbox } from '../../src/engine/testing'

interface Query {
  name?: string
  current: number
  size: number
}

const residents = (n: number, prefix = '居民') =>
  Array.from({ length: n }, (_, i) => ({
    residentAccountCode: `R${i + 1}`,
    residentName: `${prefix}${i + 1}`,
    residentGender: (i % 2) + 1,
    residentAge: 40 + i,
    ageUnit: '岁',
  }))

/** A fake resident list call over `all`, recording each query. */
function residentCall(all: ReturnType<typeof residents>, queries: Query[] = []) {
  return (q: Query) => {
    queries.push(q)
    const found = all.filter((r) => !q.name || r.residentName.includes(q.name))
    return { current: q.current, total: found.length, records: found.slice((q.current - 1) * q.size, q.current * q.size) }
  }
}

interface ResidentScreen {
  /** More props of the list node. */
  list?: Record<string, unknown>
  /** More paging options of the source. */
  paging?: Record<string, unknown>
  /** A search bar writing state.q, which the source sends as name (default true). */
  search?: boolean
  state?: Record<string, unknown>
}

/** A screen with a paged resident source and a list showing it by name. */
function residentScreen({ list, paging, search = true, state }: ResidentScreen = {}) {
  const residentsSource = {
    call: 'residents.familyDoctorList',
    paging: { size: 15, ...paging },
    ...(search ? { params: { name: '{{ state.q }}' } } : {}),
  }
  const node: NodeConfig = {
    type: 'list',
    source: 'residents',
    ...(search ? { search: { state: 'q', placeholder: '请输入居民姓名' } } : {}),
    key: 'residentAccountCode',
    item: [{ type: 'text', text: '{{ item.residentName }}' }],
    ...list,
  }
  return screenOf([node], { ...(search ? { q: '' } : {}), ...state }, { residents: residentsSource })
}

const rows = () => document.querySelectorAll('.edu-list__row').length

const observer = fakeIntersectionObserverPerTest()

/**
 * The user scrolls to the end once the list watches it: rows can be drawn a commit before the list may load its next
 * page (a scroll before that asked for nothing, and under CI's load the test waited for a request that never came).
 */
async function scrollToEnd(): Promise<void> {
  await waitFor(() => expect(observer.endWatched()).toBe(true))
  await settle(() => observer.scrollToEnd())
}

describe('list: paging', () => {
  it('asks for 15 a page, appends page 2 when the end scrolls into view, then says there is no more', async () => {
    const queries: Query[] = []
    renderScreenWith(residentScreen(), { calls: { 'residents.familyDoctorList': residentCall(residents(20), queries) } })
    expect(screen.getByText('加载中…')).toBeTruthy()
    await screen.findByText('居民15')
    expect(rows()).toBe(15)
    expect(screen.queryByText('没有更多了')).toBeNull()

    await scrollToEnd()
    await screen.findByText('居民20')
    expect(rows()).toBe(20)
    expect(screen.getByText('没有更多了')).toBeTruthy()
    expect(queries).toEqual([
      { name: '', current: 1, size: 15 },
      { name: '', current: 2, size: 15 },
    ])

    // Past the last page, scrolling asks for nothing.
    await settle(() => observer.scrollToEnd())
    expect(queries).toHaveLength(2)
  })

  it('keeps the loaded pages when a page fails, shows its message, and asks for the same page on retry', async () => {
    const queries: Query[] = []
    const answer = residentCall(residents(40), queries)
    let failNext = false
    const call = (q: Query) => {
      if (failNext) {
        failNext = false
        queries.push(q)
        throw Object.assign(new Error('网络连接异常，请检查您的网络连接！'), { code: 'NETWORK_ERROR' })
      }
      return answer(q)
    }
    renderScreenWith(residentScreen(), { calls: { 'residents.familyDoctorList': call } })
    await screen.findByText('居民15')

    failNext = true
    await scrollToEnd()
    expect(await screen.findByText('网络连接异常，请检查您的网络连接！')).toBeTruthy()
    expect(rows()).toBe(15)
    // A failed page is not scrolled past: only retry asks again.
    await settle(() => observer.scrollToEnd())
    expect(queries.map((q) => q.current)).toEqual([1, 2])

    await settle(() => fireEvent.click(screen.getByRole('button', { name: '点击重试' })))
    await screen.findByText('居民30')
    expect(rows()).toBe(30)
    expect(screen.queryByText('网络连接异常，请检查您的网络连接！')).toBeNull()
    expect(queries.map((q) => q.current)).toEqual([1, 2, 2])
  })

  it('shows the failure of page 1 with a retry', async () => {
    let fail = true
    const answer = residentCall(residents(3))
    const call = (q: Query) => {
      if (fail) throw Object.assign(new Error('服务器繁忙,请稍后重试'), { code: 500 })
      return answer(q)
    }
    renderScreenWith(residentScreen(), { calls: { 'residents.familyDoctorList': call } })
    expect(await screen.findByText('服务器繁忙,请稍后重试')).toBeTruthy()
    expect(screen.queryByText('暂无数据')).toBeNull()
    fail = false
    await settle(() => fireEvent.click(screen.getByRole('button', { name: '点击重试' })))
    expect(await screen.findByText('居民3')).toBeTruthy()
  })

  it('with more: exact, has more only when exactly a page came back', async () => {
    const queries: Query[] = []
    const call = (q: Query) => {
      queries.push(q)
      return {
        records: residents(q.current === 1 ? 10 : 11).map((r) => ({ ...r, residentAccountCode: `${q.current}-${r.residentAccountCode}` })),
      }
    }
    renderScreenWith(residentScreen({ search: false, paging: { size: 10, more: 'exact' } }), {
      calls: { 'residents.familyDoctorList': call },
    })
    await waitFor(() => expect(rows()).toBe(10))
    expect(screen.queryByText('没有更多了')).toBeNull()
    await scrollToEnd()
    await waitFor(() => expect(rows()).toBe(21))
    // 11 is not exactly 10: the end.
    expect(screen.getByText('没有更多了')).toBeTruthy()
    expect(queries).toEqual([
      { current: 1, size: 10 },
      { current: 2, size: 10 },
    ])
  })
})

describe('list: search', () => {
  afterEach(() => vi.useRealTimers())

  it('sends one request for a quick burst of typing, 400 ms after the last key, and starts again from page 1', async () => {
    const queries: Query[] = []
    renderScreenWith(residentScreen(), {
      calls: { 'residents.familyDoctorList': residentCall([...residents(20), ...residents(2, '张三')], queries) },
    })
    await screen.findByText('居民1')
    await scrollToEnd()
    await waitFor(() => expect(queries).toHaveLength(2))

    // The search box is fetched after the list has drawn.
    const input = await screen.findByPlaceholderText('请输入居民姓名')
    // The typing pause runs on a fake clock: 399 ms after the last key nothing is asked, at 400 ms the search is.
    vi.useFakeTimers()
    for (const text of ['张', '张三', '张三']) fireEvent.change(input, { target: { value: text } })
    await act(() => vi.advanceTimersByTimeAsync(399))
    expect(queries).toHaveLength(2)
    await act(() => vi.advanceTimersByTimeAsync(1))
    vi.useRealTimers()
    await screen.findByText('张三1')
    expect(queries.slice(2)).toEqual([{ name: '张三', current: 1, size: 15 }])
    // Page 1 of the search replaced what was shown.
    expect(rows()).toBe(2)
    expect(screen.getByText('没有更多了')).toBeTruthy()
  })

  it('says no result matches an empty search, and shows the empty image with 暂无数据 for an empty list', async () => {
    renderScreenWith(residentScreen(), { calls: { 'residents.familyDoctorList': residentCall([]) } })
    expect(await screen.findByText('暂无数据')).toBeTruthy()
    expect(document.querySelector('.edu-empty__image')).toBeTruthy()

    fireEvent.change(await screen.findByPlaceholderText('请输入居民姓名'), { target: { value: '李' } })
    expect(await screen.findByText('暂无匹配结果', undefined, { timeout: 1500 })).toBeTruthy()
    expect(screen.queryByText('暂无数据')).toBeNull()
  })

  it('offers a named clear button once something is typed, which empties the search', async () => {
    renderScreenWith(residentScreen(), { calls: { 'residents.familyDoctorList': residentCall(residents(3)) } })
    const input = await screen.findByPlaceholderText('请输入居民姓名')
    fireEvent.change(input, { target: { value: '李' } })
    const clear = await screen.findByRole('button', { name: '清除' })
    fireEvent.click(clear)
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''))
  })
})

describe('list: selection', () => {
  const done: NodeConfig = {
    type: 'button',
    text: "{{ t('doneCount', len(state.selected)) }}",
    disabled: '{{ len(state.selected) == 0 }}',
    press: { action: 'toast', text: '{{ join(state.selected, ",") }}' },
  }

  it('selects and deselects into screen state; Done counts them and is disabled with none selected', async () => {
    const { recorded } = renderScreenWith(
      residentScreen({ list: { select: { state: 'selected' }, footer: [done] }, state: { selected: [] } }),
      {
        calls: { 'residents.familyDoctorList': residentCall(residents(5)) },
      },
    )
    await screen.findByText('居民5')
    const button = () => screen.getByRole<HTMLButtonElement>('button', { name: /完成/ })
    expect(button().textContent).toBe('完成(0)')
    expect(button().disabled).toBe(true)

    await tapCheckbox(2)
    await tapCheckbox(0)
    expect(button().textContent).toBe('完成(2)')
    expect(button().disabled).toBe(false)
    await tapCheckbox(2)
    expect(button().textContent).toBe('完成(1)')
    await settle(() => fireEvent.click(button()))
    expect(recorded.toasts.map((t) => t.text)).toEqual(['R1'])

    await tapCheckbox(0)
    expect(button().disabled).toBe(true)
  })
})

describe('list: reload', () => {
  it('a reload action naming its source starts the list again from page 1, replacing what was shown', async () => {
    const queries: Query[] = []
    let round = 0
    const call = (q: Query) => {
      queries.push(q)
      return residentCall(residents(20, round === 0 ? '居民' : '新居民'))(q)
    }
    const again: NodeConfig = { type: 'button', text: '刷新列表', press: { action: 'reload', data: 'residents' } }
    renderScreenWith(residentScreen({ list: { footer: [again] } }), { calls: { 'residents.familyDoctorList': call } })
    await screen.findByText('居民15')
    await scrollToEnd()
    await screen.findByText('居民20')

    round = 1
    await settle(() => fireEvent.click(screen.getByRole('button', { name: '刷新列表' })))
    await screen.findByText('新居民1')
    expect(rows()).toBe(15)
    expect(screen.queryByText('居民20')).toBeNull()
    expect(queries.map((q) => q.current)).toEqual([1, 2, 1])
  })
})

describe('list: long lists and given items', () => {
  it('keeps the DOM bounded for a long list with a row height', async () => {
    renderScreenWith(residentScreen({ search: false, paging: { size: 500 }, list: { itemHeight: 72 } }), {
      calls: { 'residents.familyDoctorList': residentCall(residents(300)) },
    })
    await screen.findByText('居民1')
    expect(rows()).toBeLessThan(60)
    const box = document.querySelector('.edu-list__rows') as HTMLElement
    // The rows not drawn still take their room, so the scroll bar is right.
    expect(parseInt(box.style.paddingBottom, 10)).toBe((300 - rows()) * 72)
  })

  it('draws given items at once, with no paging texts', () => {
    renderScreenWith(
      screenOf([{ type: 'list', items: '{{ state.entries }}', empty: [], item: [{ type: 'text', text: '{{ item.label }}' }] }], {
        entries: [{ label: '签到奖励' }, { label: '兑换服务' }],
      }),
    )
    expect(screen.getByText('签到奖励')).toBeTruthy()
    expect(screen.getByText('兑换服务')).toBeTruthy()
    expect(screen.queryByText('没有更多了')).toBeNull()
    expect(screen.queryByText('加载中…')).toBeNull()
  })
})
