// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { fittedSize, shrinkPicture } from './picture'

describe('shrinking a chosen picture', () => {
  it('scales the longest side down to the limit and never scales up', () => {
    expect(fittedSize(4000, 3000)).toEqual({ width: 1280, height: 960 })
    expect(fittedSize(3000, 4000, 1080)).toEqual({ width: 810, height: 1080 })
    expect(fittedSize(640, 480)).toEqual({ width: 640, height: 480 })
  })

  it('keeps a drawing as it is', async () => {
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' })
    expect(await shrinkPicture(svg)).toMatch(/^data:image\/svg\+xml;base64,/)
  })
})
