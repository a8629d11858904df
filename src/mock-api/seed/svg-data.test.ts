import { describe, expect, it } from 'vitest'
import { svgDataUri } from './svg-data'

describe('seed pictures', () => {
  it('makes an SVG a data: URI that gives the same document back', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><text>积分 #1</text></svg>'
    const uri = svgDataUri(svg)
    expect(uri.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true)
    expect(uri).not.toContain('#')
    expect(decodeURIComponent(uri.slice('data:image/svg+xml;charset=utf-8,'.length))).toBe(svg)
  })
})
