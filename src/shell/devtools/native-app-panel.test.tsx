import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chosenFakeApp } from '../../platform/fake-bridge'
import { enableAntdMobileOnReact19 } from '../antd-react19'
import { NativeAppPanel } from './NativeAppPanel'

enableAntdMobileOnReact19()
afterEach(() => sessionStorage.clear())

describe('the 调试 panel plays a native app', () => {
  it('keeps the chosen app and version for the tab and reloads', () => {
    const reload = vi.fn()
    render(<NativeAppPanel reload={reload} />)
    fireEvent.click(screen.getByText('医生端 dzj'))
    fireEvent.change(screen.getByPlaceholderText('版本号'), { target: { value: '3.0.9' } })
    fireEvent.click(screen.getByText('应用并刷新'))
    expect(chosenFakeApp()).toEqual({ app: 'dzj', version: '3.0.9' })
    expect(reload).toHaveBeenCalled()
  })

  it('stops playing', () => {
    sessionStorage.setItem('eduFakeApp', JSON.stringify({ app: 'ysy', version: '6.1.0' }))
    render(<NativeAppPanel reload={() => undefined} />)
    fireEvent.click(screen.getByText('不模拟'))
    fireEvent.click(screen.getByText('应用并刷新'))
    expect(chosenFakeApp()).toBeUndefined()
  })
})
