// The screens this folder's renderers were first built for, drawn through the engine's ScreenView.
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EngineProvider, ScreenView, type Screen } from '../src/engine'
import appVersion from '../screens/up/app-version.json'
import noData from '../screens/home/no-data.json'
import { createRendererEngine } from './shared/testing'

function show(config: unknown, query: Record<string, string> = {}) {
  const engine = createRendererEngine()
  const result = render(
    <EngineProvider engine={engine}>
      <ScreenView config={config as Screen} query={query} />
    </EngineProvider>,
  )
  const image = () => result.container.querySelector('main img')?.getAttribute('src')
  return { ...result, image }
}

describe('placeholder page /home/noData', () => {
  it('shows 建设中 without a pageName, titled 暂无数据', () => {
    const { image } = show(noData)
    expect(screen.getByText('建设中')).toBeTruthy()
    expect(image()).toBe(`${import.meta.env.BASE_URL}static/building.svg`)
    expect(document.title).toBe('暂无数据')
    expect(screen.queryByText('商品补货中')).toBeNull()
  })

  it('shows the out-of-stock image labelled 商品补货中 for pageName=健康屋', () => {
    const { image } = show(noData, { pageName: '健康屋', title: '健康屋' })
    expect(screen.getByText('商品补货中')).toBeTruthy()
    expect(image()).toBe(`${import.meta.env.BASE_URL}static/out-of-stock.svg`)
    expect(screen.queryByText('建设中')).toBeNull()
    expect(document.title).toBe('健康屋')
  })

  it('shows the default empty state for any other pageName', () => {
    const { image } = show(noData, { pageName: '积分商城' })
    expect(screen.getByText('暂无数据', { selector: '.edu-empty__text' })).toBeTruthy()
    expect(image()).toBe(`${import.meta.env.BASE_URL}static/empty.svg`)
    expect(screen.queryByText('建设中')).toBeNull()
    expect(screen.queryByText('商品补货中')).toBeNull()
  })
})

describe('app version too low /up/app/version', () => {
  it('shows the version image and asks to update', () => {
    const { image } = show(appVersion)
    expect(image()).toBe(`${import.meta.env.BASE_URL}static/version.svg`)
    expect(screen.getByText(appVersion.body[0].text)).toBeTruthy()
  })
})
