import { fireEvent, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderConfig } from '../shared/testing'
import { definition } from './index'
import { settle } from '../../src/engine/testing'

beforeAll(async () => {
  await definition.preload?.()
})

describe('result', () => {
  it("shows the status, title and description, and runs a button's actions", async () => {
    const { container, recorded } = renderConfig(
      [
        {
          type: 'result',
          status: 'error',
          title: '提交失败',
          description: '{{ state.reason }}',
          buttons: [
            { text: '重新提交', press: { action: 'toast', text: '已重新提交' } },
            { text: '返回', color: 'default', fill: 'outline', press: { action: 'back' } },
          ],
        },
      ],
      { scope: { state: { reason: '网络异常，请稍后重试' } } },
    )
    expect(screen.getByText('提交失败')).toBeTruthy()
    expect(screen.getByText('网络异常，请稍后重试')).toBeTruthy()
    expect(container.querySelector('.adm-result-error')).toBeTruthy()
    await settle(() => fireEvent.click(screen.getByRole('button', { name: '返回' })))
    expect(recorded.backs).toBe(1)
    await settle(() => fireEvent.click(screen.getByRole('button', { name: '重新提交' })))
    expect(recorded.toasts.map((t) => t.text)).toEqual(['已重新提交'])
  })

  it('shows a waiting result without buttons', () => {
    const { container } = renderConfig([{ type: 'result', status: 'waiting', title: '审核中' }])
    expect(screen.getByText('审核中')).toBeTruthy()
    expect(container.querySelector('.adm-result-waiting')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
