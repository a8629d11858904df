import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderConfig } from '../shared/testing'
import { settle } from '../../src/engine/testing'

describe('empty', () => {
  it('shows the default image and 暂无数据', () => {
    const { container } = renderConfig([{ type: 'empty' }])
    expect(screen.getByText('暂无数据')).toBeTruthy()
    expect(container.querySelector('img')?.getAttribute('src')).toBe(`${import.meta.env.BASE_URL}static/empty.svg`)
  })

  it('shows its own image and text', () => {
    const { container } = renderConfig([{ type: 'empty', image: 'static/out-of-stock.svg', text: '商品补货中' }])
    expect(screen.getByText('商品补货中')).toBeTruthy()
    expect(screen.queryByText('暂无数据')).toBeNull()
    expect(container.querySelector('img')?.getAttribute('src')).toBe(`${import.meta.env.BASE_URL}static/out-of-stock.svg`)
  })

  it('runs the link actions when the link is pressed', async () => {
    const { recorded } = renderConfig([
      { type: 'empty', link: { text: '去首页看看', press: { action: 'navigate', to: '/health/client/home' } } },
    ])
    await settle(() => fireEvent.click(screen.getByRole('button', { name: '去首页看看' })))
    expect(recorded.navigations).toEqual([{ to: '/health/client/home', replace: false }])
  })
})
