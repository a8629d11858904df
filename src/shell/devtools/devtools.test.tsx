import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { enableAntdMobileOnReact19 } from '../antd-react19'
import { DevTools } from './DevTools'

enableAntdMobileOnReact19()

describe('developer tools', () => {
  it('jumps to a path that starts with /, and refuses one that does not', async () => {
    const navigate = vi.fn()
    render(<DevTools navigate={navigate} />)
    fireEvent.click(screen.getByRole('button', { name: '调试' }))
    const input = await screen.findByPlaceholderText('/integral/detail')
    fireEvent.change(input, { target: { value: 'integral/detail' } })
    await act(async () => fireEvent.click(screen.getByText('前往')))
    expect(await screen.findByText('没有pathname或者pathname不合法')).toBeTruthy()
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
        clearFaults: () => void Object.keys(faults).forEach((k) => delete faults[k]),
      },
    })
    render(<DevTools navigate={() => undefined} />)
    fireEvent.click(screen.getByRole('button', { name: '调试' }))
    expect(await screen.findByText('points.bills')).toBeTruthy()
    expect(screen.getByText('接口故障注入')).toBeTruthy()
    delete (window as { __eduMock?: unknown }).__eduMock
  })
})
