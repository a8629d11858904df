// @vitest-environment jsdom
// isolated: antd-mobile's imperative sheet lives outside Testing Library's tree, and after other files in the same
// jsdom its closing animation never ended (the sheet stayed), twice in full runs of the dom project.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { showActionSheet } from './services'

// antd-mobile's ActionSheet for real (lazy, through feedback.ts), as the engine's actionSheet service shows it.
describe('the action sheet service', () => {
  it('shows the title, choices and 取消; resolves with the index chosen', async () => {
    const chosen = showActionSheet({
      title: '请选择操作',
      options: [{ text: '编辑' }, { text: '删除', description: '删除后不可恢复', danger: true }, { text: '归档', disabled: true }],
    })
    expect(await screen.findByText('请选择操作', {}, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByText('删除后不可恢复')).toBeTruthy()
    expect(screen.getByText('取消')).toBeTruthy()
    expect(screen.getByText('归档').closest('[role=option]')?.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(screen.getByText('删除'))
    expect(await chosen).toBe(1)
    // The sheet leaves with antd-mobile's closing animation, which a loaded machine (CI, 2 cores) stretches past
    // waitFor's default second.
    await waitFor(() => expect(screen.queryByText('请选择操作')).toBeNull(), { timeout: 10_000 })
  })

  it('resolves with undefined when cancelled, with the cancel text given', async () => {
    const chosen = showActionSheet({ options: [{ text: '分享' }], cancelText: '算了' })
    fireEvent.click(await screen.findByText('算了', {}, { timeout: 5000 }))
    expect(await chosen).toBeUndefined()
  })
})
