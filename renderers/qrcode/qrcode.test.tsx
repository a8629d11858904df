import { screen } from '@testing-library/react'
import { encode } from 'uqr'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderConfig } from '../shared/testing'
import { definition } from './index'

beforeAll(async () => {
  await definition.preload?.()
})

const darkModules = (d: string) => d.match(/M\d+ \d+h1v1h-1z/g)?.length ?? 0

describe('qrcode', () => {
  it('draws the code of its value as an image named by its label', () => {
    const value = 'https://www.example.com/edu/relate/D10086'
    renderConfig([{ type: 'qrcode', value: '{{ state.link }}', label: '扫码签约', size: 200, level: 'H' }], {
      scope: { state: { link: value } },
    })
    const svg = screen.getByRole('img', { name: '扫码签约' })
    expect(svg.getAttribute('width')).toBe('200')
    const expected = encode(value, { ecc: 'H', border: 2 })
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${expected.size} ${expected.size}`)
    expect(darkModules(svg.querySelector('path')?.getAttribute('d') ?? '')).toBe(expected.data.flat().filter(Boolean).length)
  })

  it('is named 二维码 by default, and draws nothing without a value', () => {
    const { container } = renderConfig([{ type: 'qrcode', value: '' }])
    expect(screen.getByRole('img', { name: '二维码' })).toBeTruthy()
    expect(container.querySelector('path')).toBeNull()
  })
})
