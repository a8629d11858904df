// @vitest-environment jsdom
// isolated: antd-mobile's imperative dialog lives outside Testing Library's tree, as the action sheet does.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createShellServices, type ShellPorts } from './services'

// antd-mobile's Dialog for real (lazy, through feedback.ts), as the engine's dialog and confirm services show it.
const services = createShellServices({} as ShellPorts)

describe('dialogs a screen opens', () => {
  it('are named by their title, so a screen reader says what opened', async () => {
    const shown = services.dialog({ title: '积分不足', content: '您的积分不足以支付本次服务', confirmText: '返回选择其他服务' })
    expect(await screen.findByRole('dialog', { name: '积分不足' }, { timeout: 5000 })).toBeTruthy()
    fireEvent.click(screen.getByText('返回选择其他服务'))
    await shown
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 })
  })

  it('are named by their text when they have no title', async () => {
    const answer = services.confirm({ content: '确定删除这条记录吗？' })
    expect(await screen.findByRole('dialog', { name: '确定删除这条记录吗？' }, { timeout: 5000 })).toBeTruthy()
    fireEvent.click(screen.getByText('确定'))
    expect(await answer).toBe(true)
  })
})
