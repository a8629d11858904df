// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createRequestCache } from '../data/request-cache'
import { createScreenModel } from '../screen/screen-model'
import { renderScreen } from '../testing'
import { createTestEngine } from '../testing-engine'
import type { ActionSheetAction } from '../../generated/screen'
import type { Actions, ScreenConfig } from '../types'
import { runActions } from './run'
import { settle } from '../testing'

function setup(options: Parameters<typeof createTestEngine>[0] = {}) {
  const engine = createTestEngine(options)
  const model = createScreenModel(engine, createRequestCache(), { state: { id: '7' } })
  return { run: (actions: Actions) => runActions(actions, model.run), recorded: engine.recorded }
}

const sheet: ActionSheetAction = {
  action: 'action-sheet',
  title: '编号 {{ state.id }}',
  options: [
    { text: '查看', press: { action: 'navigate', to: '/case/view/{{ state.id }}' } },
    {
      text: '删除',
      description: '删除后不可恢复',
      danger: true,
      press: [
        { action: 'set', key: 'deleted', value: true },
        { action: 'toast', text: '已删除 {{ state.deleted }}' },
      ],
    },
    { text: '归档', disabled: '{{ state.id == "7" }}' },
  ],
  then: { action: 'toast', text: '完成 {{ state.deleted }}' },
  catch: { action: 'toast', text: '{{ error.code }}' },
}

describe('action-sheet', () => {
  it('shows the choices, resolved, with the cancel text left to the host', async () => {
    const { run, recorded } = setup({ actionSheet: 0 })
    await run(sheet)
    expect(recorded.actionSheets).toEqual([
      {
        title: '编号 7',
        cancelText: undefined,
        options: [
          { text: '查看', description: undefined, danger: false, disabled: false },
          { text: '删除', description: '删除后不可恢复', danger: true, disabled: false },
          { text: '归档', description: undefined, danger: false, disabled: true },
        ],
      },
    ])
    expect(recorded.navigations).toEqual([{ to: '/case/view/7', replace: false }])
  })

  it("runs the chosen option's actions in the chain's scope, then the chain goes on", async () => {
    const { run, recorded } = setup({ actionSheet: '删除' })
    await run(sheet)
    expect(recorded.toasts.map((t) => t.text)).toEqual(['已删除 true', '完成 true'])
    expect(recorded.navigations).toEqual([])
  })

  it('stops the chain when cancelled, as confirm does (catch sees CANCELLED, nothing is reported)', async () => {
    const { run, recorded } = setup()
    const outcome = await run([sheet, { action: 'toast', text: 'never' }])
    expect(outcome.ok).toBe(false)
    expect(recorded.toasts.map((t) => t.text)).toEqual(['CANCELLED'])
    expect(recorded.navigations).toEqual([])
    expect(recorded.reports).toEqual([])
  })

  it('fails the chain when its choice fails, so catch runs', async () => {
    const { run, recorded } = setup({
      actionSheet: 0,
      calls: { 'points.account': () => Promise.reject(Object.assign(new Error('服务器繁忙'), { code: 500 })) },
    })
    await run({
      ...sheet,
      options: [{ text: '查询', press: { action: 'call', call: 'points.account', args: {} } }],
      catch: { action: 'toast', text: '{{ error.message }}' },
    })
    expect(recorded.toasts.map((t) => t.text)).toEqual(['服务器繁忙'])
  })
})

describe('popup', () => {
  const screenWithPopup: ScreenConfig = {
    $schema: '../../schemas/screen.schema.json',
    id: 'popup-test',
    routes: [{ path: '/t', auth: 'none' }],
    state: { n: 1 },
    body: [
      {
        type: 'button',
        text: '打开',
        press: {
          action: 'popup',
          title: '第 {{ state.n }} 项',
          body: [
            { type: 'text', text: '数量 {{ state.n }}' },
            { type: 'button', text: '加一', press: { action: 'set', key: 'n', value: '{{ state.n + 1 }}' } },
          ],
          then: { action: 'toast', text: '已关闭' },
        },
      },
    ],
  }

  it("shows its nodes over the screen, live with the screen's scope, and runs then once closed", async () => {
    const { engine } = renderScreen(screenWithPopup)
    expect(screen.queryByRole('dialog')).toBeNull()
    await settle(() => fireEvent.click(screen.getByText('打开')))
    const popup = screen.getByRole('dialog', { name: '第 1 项' })
    expect(within(popup).getByText('数量 1')).toBeTruthy()
    await settle(() => fireEvent.click(within(popup).getByText('加一')))
    // The title and nodes are templates read from the scope as it is now, not as it was when the popup opened.
    expect(within(screen.getByRole('dialog', { name: '第 2 项' })).getByText('数量 2')).toBeTruthy()
    expect(engine.recorded.toasts).toEqual([])
    await settle(() => fireEvent.click(screen.getByText('关闭')))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(engine.recorded.toasts.map((t) => t.text)).toEqual(['已关闭'])
  })
})
