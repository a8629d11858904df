import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { enableAntdMobileOnReact19 } from '../antd-react19'
import { DevTools } from './DevTools'
import { DevToolsMount } from './DevToolsMount'
import { devToolsShow } from './show'
import { EngineProvider } from '../../engine'
import { createTestEngine, settle } from '../../engine/testing'

enableAntdMobileOnReact19()

describe('developer tools', () => {
  it('is only its button until tapped, then opens the panel', async () => {
    render(
      <EngineProvider engine={createTestEngine()}>
        <DevToolsMount navigate={() => undefined} />
      </EngineProvider>,
    )
    expect(screen.queryByPlaceholderText('/integral/detail')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '调试' }))
    expect(await screen.findByPlaceholderText('/integral/detail')).toBeTruthy()
  })

  it('jumps to a path that starts with /, and refuses one that does not', async () => {
    const navigate = vi.fn()
    render(<DevTools navigate={navigate} />)
    fireEvent.click(screen.getByRole('button', { name: '调试' }))
    const input = await screen.findByPlaceholderText('/integral/detail')
    fireEvent.change(input, { target: { value: 'integral/detail' } })
    await settle(() => fireEvent.click(screen.getByText('前往')))
    expect(await screen.findByText('没有pathname或者pathname不合法')).toBeTruthy()
    expect(navigate).not.toHaveBeenCalled()
    // Same site but outside /edu/ once resolved: refused by the one link check, as every link.
    fireEvent.change(input, { target: { value: '/..//evil.example' } })
    await settle(() => fireEvent.click(screen.getByText('前往')))
    expect(navigate).not.toHaveBeenCalled()
    fireEvent.change(input, { target: { value: '/integral/detail' } })
    fireEvent.click(screen.getByText('前往'))
    expect(navigate).toHaveBeenCalledWith('/integral/detail')
  })

  it('lists the embedded backend calls and injects the chosen fault', async () => {
    const faults: Record<string, unknown> = {}
    Object.assign(window, {
      __eduMock: {
        callNames: () => ['points.bills'],
        faults: () => ({ ...faults }),
        injectFault: (n: string, f: unknown) => void (faults[n] = f),
        clearFaults: () => Object.keys(faults).forEach((k) => delete faults[k]),
      },
    })
    render(<DevTools navigate={() => undefined} />)
    fireEvent.click(screen.getByRole('button', { name: '调试' }))
    expect(await screen.findByText('points.bills')).toBeTruthy()
    expect(screen.getByText('接口故障注入')).toBeTruthy()
    delete (window as { __eduMock?: unknown }).__eduMock
  })
})

describe('environment switcher', () => {
  it('switches without a reload: the stored environment and its mode change, and the next call uses its address', async () => {
    localStorage.clear()
    render(<DevTools navigate={() => undefined} />)
    fireEvent.click(screen.getByRole('button', { name: '调试' }))
    fireEvent.click(await screen.findByText('uat'))
    expect(localStorage.getItem('DZJ_API_ENV')).toBe('uat')
    expect(localStorage.getItem('DZJ_MODE_ENV')).toBe('uat')
    expect(await screen.findByText('已切换接口环境：uat')).toBeTruthy()
    // No VITE_API_BASE_UAT in the test build: the embedded backend's address.
    expect(screen.getByText('/edu/api · 模式 uat')).toBeTruthy()
    localStorage.clear()
  })

  it('opens the screen inspector', async () => {
    const navigate = vi.fn()
    render(<DevTools navigate={navigate} />)
    fireEvent.click(screen.getByRole('button', { name: '调试' }))
    fireEvent.click(await screen.findByText('检查当前页面'))
    expect(navigate).toHaveBeenCalledWith('/debug/inspect')
  })

  it('opens the live playground', async () => {
    const navigate = vi.fn()
    render(<DevTools navigate={navigate} />)
    fireEvent.click(screen.getByRole('button', { name: '调试' }))
    fireEvent.click(await screen.findByText('页面配置实时预览'))
    expect(navigate).toHaveBeenCalledWith('/debug/playground')
  })
})

describe('where the panel shows', () => {
  it('is hidden on a production host until the switcher has chosen an environment, then stays (a way back)', () => {
    localStorage.clear()
    expect(devToolsShow('m-uat.example.com')).toBe(true)
    expect(devToolsShow('m.example.com')).toBe(false)
    localStorage.setItem('DZJ_API_ENV', 'production')
    expect(devToolsShow('m.example.com')).toBe(true)
    localStorage.clear()
  })
})
