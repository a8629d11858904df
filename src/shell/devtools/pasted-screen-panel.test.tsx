import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createTestEngine } from '../../engine/testing'
import { enableAntdMobileOnReact19 } from '../antd-react19'
import { PastedScreenPanel } from './PastedScreenPanel'
import { readPastedScreen } from './pasted-screen'
import { settle } from '../../engine/testing'

enableAntdMobileOnReact19()

const paste = async (text: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: '页面配置' }), { target: { value: text } })
  await settle(() => fireEvent.click(screen.getByRole('button', { name: '检查并渲染' })))
}

describe("the 调试 panel's pasted config", () => {
  it('lists each mistake with its JSON path and draws nothing', async () => {
    const navigate = vi.fn()
    render(<PastedScreenPanel engine={createTestEngine()} navigate={navigate} />)
    await paste(JSON.stringify({ $schema: 'x', id: 'p', routes: [{ path: '/p', auth: 'none' }], body: [{ type: 'txet', text: 'a' }] }))
    const problems = await screen.findByRole('list', { name: '配置问题' })
    expect(problems.textContent).toMatch(/\/body\/0\/type 未知的节点类型“txet”/)
    await paste('{ "id": ')
    expect((await screen.findByRole('list', { name: '配置问题' })).textContent).toMatch(
      /^\/ 不是有效的 JSON：文件在应有值的地方结束了。.*（第 1 行，第 9 列）$/,
    )
    expect(navigate).not.toHaveBeenCalled()
  })

  it('keeps a valid config and opens /debug/pasted', async () => {
    const navigate = vi.fn()
    render(<PastedScreenPanel engine={createTestEngine()} navigate={navigate} />)
    const config = {
      $schema: 'x',
      id: 'p',
      routes: [{ path: '/p', auth: 'none' }],
      title: '试一试',
      body: [{ type: 'text', text: '你好' }],
    }
    await paste(JSON.stringify(config))
    expect(navigate).toHaveBeenCalledWith('/debug/pasted')
    expect(readPastedScreen()).toEqual(config)
  })
})
