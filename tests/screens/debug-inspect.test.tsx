// The screen inspector (/debug/inspect): the screen shown before it, with its config, scope and sources, and
// the last calls, newest first.
import { fireEvent, render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { EngineProvider, ScreenView, type ScreenConfig } from '../../src/engine'
import { createTestEngine } from '../../src/engine/testing'
import type { CallRecord } from '../../src/api'
import { inspectSource } from '../../src/shell/data-sources/inspect'
import { registerAppExtensions } from '../../src/shell/register-app'
import inspectConfig from '../../screens/debug/inspect.json'
import pointsRules from '../../screens/integral/rules.json'
import { definition as jsonDefinition } from '../../renderers/json'

const calls: CallRecord[] = [
  { name: 'points.account', request: {}, at: Date.UTC(2026, 10, 23, 2, 0, 0), ms: 42, ok: true, response: { accountConsumeAmount: 120 } },
  {
    name: 'points.bills',
    request: { current: 1, size: 10 },
    at: Date.UTC(2026, 10, 23, 2, 0, 1),
    ms: 51,
    ok: false,
    error: { message: '网络异常', code: 'NETWORK_ERROR' },
  },
]

function app() {
  const engine = createTestEngine({ setup: registerAppExtensions, calls: { 'points.account': { accountConsumeAmount: 120 } } })
  engine.registerDataSource('inspect', inspectSource(engine, { recentCalls: () => calls }))
  const show = (config: unknown) =>
    render(
      <EngineProvider engine={engine}>
        <ScreenView config={config as ScreenConfig} />
      </EngineProvider>,
    )
  return { engine, show }
}

// The renderer is its own chunk: loaded before the tests draw it, as a screen's preload does.
beforeAll(async () => {
  await Promise.all([jsonDefinition.preload?.()])
})

describe('screen inspector /debug/inspect', () => {
  it('says so when no other screen was shown', async () => {
    app().show(inspectConfig)
    expect(await screen.findByText('还没有打开过其他页面：先打开一个页面，再从调试面板进入页面检查')).toBeTruthy()
  })

  it('shows the previous screen: its title, config, scope and data sources', async () => {
    const { show } = app()
    const rules = show({ ...pointsRules, data: { account: { call: 'points.account' } } })
    await screen.findAllByText('积分规则')
    rules.unmount()
    show(inspectConfig)
    expect(await screen.findByText(/^integral\/rules · 打开于 \d\d:\d\d:\d\d$/)).toBeTruthy()
    const config = screen.getByText('页面配置')
    fireEvent.click(config)
    expect(config.closest('details')?.querySelector('pre')?.textContent).toContain('"path": "/integral/rules"')
    expect(await screen.findByText('account：ready')).toBeTruthy()
    const scope = screen.getByText('作用域', { exact: false }).closest('details')?.querySelector('pre')?.textContent
    expect(scope).toContain('"accountConsumeAmount": 120')
  })

  it('lists the last calls, newest first, with their outcome and time', async () => {
    app().show(inspectConfig)
    const rows = await screen.findAllByText(/ms ·/)
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^✗ points\.bills · 51 ms · \d\d:00:01$/),
      expect.stringMatching(/^✓ points\.account · 42 ms · \d\d:00:00$/),
    ])
  })
})
