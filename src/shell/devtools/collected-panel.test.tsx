import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { enableAntdMobileOnReact19 } from '../antd-react19'
import { CollectedPanel } from './CollectedPanel'

enableAntdMobileOnReact19()

describe('the 调试 panel shows what the app reported', () => {
  it('lists usage events and error reports, and clears them', () => {
    let collected = {
      events: [{ eventCode: '101002', resourceType: 'PAGE', resourceId: '/doctor/client/home', pageName: 'home' }],
      reports: [{ kind: 'call', message: '服务器繁忙,请稍后重试', code: 500, path: '/edu/integral/detail' }],
    }
    render(<CollectedPanel tools={{ collected: () => collected, clearCollected: () => void (collected = { events: [], reports: [] }) }} />)
    expect(screen.getByText('埋点事件 (1)')).toBeTruthy()
    expect(screen.getByText('101002 · PAGE · /doctor/client/home · home')).toBeTruthy()
    expect(screen.getByText('call · 服务器繁忙,请稍后重试 · 500')).toBeTruthy()
    fireEvent.click(screen.getByText('清空记录'))
    expect(screen.getByText('错误上报 (0)')).toBeTruthy()
  })
})
