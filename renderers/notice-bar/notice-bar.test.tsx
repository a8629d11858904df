import { fireEvent, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderConfig } from '../shared/testing'
import { definition } from './index'
import { settle } from '../../src/engine/testing'

beforeAll(async () => {
  await definition.preload?.()
})

describe('notice-bar', () => {
  it('shows its content in its colour', () => {
    const { container } = renderConfig([{ type: 'notice-bar', content: '{{ state.notice }}', color: 'alert' }], {
      scope: { state: { notice: '您的认证资料待补充' } },
    })
    expect(screen.getByText('您的认证资料待补充')).toBeTruthy()
    expect(container.querySelector('.adm-notice-bar-alert')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('goes away when closed', async () => {
    renderConfig([{ type: 'notice-bar', content: '您有一条新的通知', closeable: true }])
    await settle(() => fireEvent.click(screen.getByRole('button', { name: '关闭' })))
    expect(screen.queryByText('您有一条新的通知')).toBeNull()
  })

  it('runs its press actions when its text is pressed', async () => {
    const { recorded } = renderConfig([
      { type: 'notice-bar', content: '查看最新公告', press: { action: 'navigate', to: '/notification/list' } },
    ])
    await settle(() => fireEvent.click(screen.getByRole('button', { name: '查看最新公告' })))
    expect(recorded.navigations).toEqual([{ to: '/notification/list', replace: false }])
  })

  it('shows every line when wrapped', () => {
    const { container } = renderConfig([{ type: 'notice-bar', content: '很长的公告', wrap: true }])
    expect(container.querySelector('.adm-notice-bar-wrap')).toBeTruthy()
  })
})
