import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { NodeConfig } from '../../src/engine'
import { renderConfig } from '../shared/testing'
import { settle } from '../../src/engine/testing'

// The frame is a lazy chunk and closes after antd-mobile's slide-out.
const slow = { timeout: 5000 }

function opener(popup: Record<string, unknown>): NodeConfig {
  return { type: 'button', text: '查看详情', press: { action: 'popup', ...popup, then: { action: 'toast', text: '已关闭' } } }
}

const body = [
  { type: 'text', text: '已选 {{ state.count }} 项' },
  { type: 'button', text: '再选一项', press: { action: 'set', key: 'count', value: '{{ state.count + 1 }}' } },
]

describe("popup (the popup action's frame)", () => {
  it("opens from the bottom with its title and nodes, which follow the screen's state", async () => {
    const { recorded } = renderConfig([opener({ title: '已选 {{ state.count }} 项', body })], { scope: { state: { count: 1 } } })
    fireEvent.click(screen.getByRole('button', { name: '查看详情' }))
    const dialog = await screen.findByRole('dialog', { name: '已选 1 项' }, slow)
    expect(dialog.closest('.adm-popup')).toBeTruthy()
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: '再选一项' })))
    expect(within(dialog).getByText('已选 2 项', { ignore: 'h2' })).toBeTruthy()
    expect(screen.getByRole('dialog', { name: '已选 2 项' })).toBe(dialog)
    expect(recorded.toasts).toEqual([])
  })

  it("closes with its close button, then the action's then runs", async () => {
    const { recorded } = renderConfig([opener({ title: '说明', body })], { scope: { state: { count: 1 } } })
    fireEvent.click(screen.getByRole('button', { name: '查看详情' }))
    const dialog = await screen.findByRole('dialog', { name: '说明' }, slow)
    // Focus moves into the popup once it has slid in.
    await waitFor(() => expect(document.activeElement).toBe(dialog), slow)
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow)
    expect(recorded.toasts.map((t) => t.text)).toEqual(['已关闭'])
  })

  it('opens in the centre and closes on a tap of the backdrop', async () => {
    const { recorded } = renderConfig([opener({ title: '中间', position: 'center', body })], { scope: { state: { count: 1 } } })
    fireEvent.click(screen.getByRole('button', { name: '查看详情' }))
    const dialog = await screen.findByRole('dialog', { name: '中间' }, slow)
    expect(dialog.closest('.adm-center-popup-wrap')).toBeTruthy()
    const backdrop = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.adm-mask-aria-button')
      expect(found).toBeTruthy()
      return found as HTMLElement
    }, slow)
    fireEvent.click(backdrop)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow)
    expect(recorded.toasts.map((t) => t.text)).toEqual(['已关闭'])
  })

  it('stays open on a tap of the backdrop when closeOnMaskClick is false', async () => {
    renderConfig([opener({ title: '必须确认', closeOnMaskClick: false, body })], { scope: { state: { count: 1 } } })
    fireEvent.click(screen.getByRole('button', { name: '查看详情' }))
    await screen.findByRole('dialog', { name: '必须确认' }, slow)
    // Under load the backdrop can mount a frame after the dialog.
    const backdrop = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.adm-mask-aria-button, .adm-mask')
      expect(found).toBeTruthy()
      return found as HTMLElement
    }, slow)
    fireEvent.click(backdrop)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(screen.getByRole('dialog', { name: '必须确认' })).toBeTruthy()
  })

  it("shows a row's item when a list row opened it", async () => {
    renderConfig([
      {
        type: 'list',
        items: [{ name: '张三' }],
        item: [opener({ title: '{{ item.name }}', body: [{ type: 'text', text: '姓名 {{ item.name }}' }] })],
      },
    ])
    fireEvent.click(await screen.findByRole('button', { name: '查看详情' }, slow))
    const dialog = await screen.findByRole('dialog', { name: '张三' }, slow)
    expect(within(dialog).getByText('姓名 张三')).toBeTruthy()
  })
})
