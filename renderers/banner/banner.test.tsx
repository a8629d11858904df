import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderConfig } from '../shared/testing'
import { definition } from './index'
import { gradientCss } from './colors'

beforeAll(async () => {
  await definition.preload?.()
})

function background(container: HTMLElement): string {
  return container.querySelector<HTMLElement>('.edu-banner')?.style.background ?? ''
}

describe('banner', () => {
  it('shows its title and subtitle on the gradient it names, theme colours and CSS colours alike', () => {
    const { container } = renderConfig(
      [
        {
          type: 'banner',
          title: '{{ state.title }}',
          subtitle: '约 3 分钟',
          gradient: { colors: ['teal', '#123456', 'rgb(10, 20, 30)'], angle: 90 },
        },
      ],
      { scope: { state: { title: '患者满意度调查' } } },
    )
    expect(screen.getByRole('heading', { name: '患者满意度调查' })).toBeTruthy()
    expect(screen.getByText('约 3 分钟')).toBeTruthy()
    expect(background(container)).toContain('linear-gradient(90deg')
    expect(background(container)).toMatch(/rgb\(11, 114, 133\).*rgb\(18, 52, 86\).*rgb\(10, 20, 30\)/)
    expect(container.querySelector('img')).toBeNull()
  })

  it('draws the theme blue gradient when it names none, and no subtitle line without one', () => {
    const { container } = renderConfig([{ type: 'banner', title: '健康讲座' }])
    expect(background(container)).toContain('linear-gradient(135deg')
    expect(container.querySelector('.edu-banner__subtitle')).toBeNull()
  })

  it('shows a picture behind the text, fitted as asked, as decoration', () => {
    const { container } = renderConfig([
      { type: 'banner', title: '义诊进社区', subtitle: '点击报名', picture: { src: '/edu/screens-api/assets/a1', fit: 'contain' } },
    ])
    const img = container.querySelector('img')
    expect(img?.getAttribute('src')).toBe('/edu/screens-api/assets/a1')
    expect(img?.getAttribute('alt')).toBe('')
    expect(img?.style.objectFit).toBe('contain')
    expect(screen.getByRole('heading', { name: '义诊进社区' })).toBeTruthy()
  })

  it('never lets a colour carry anything but a colour into the background', () => {
    expect(gradientCss({ colors: ['url(https://evil.example/x.png)', 'red'] })).toBe('linear-gradient(135deg, #1166e0, #1b2a59)')
    expect(gradientCss({ colors: ['red', 'navy', 'expression(alert(1))'], angle: 45 })).toBe('linear-gradient(45deg, red, #1b2a59)')
  })
})
