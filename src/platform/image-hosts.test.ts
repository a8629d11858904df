import { describe, expect, it } from 'vitest'
import { configuredImageHosts, isAllowedImage } from './image-hosts'

const options = { origin: 'https://m.example.cn', hosts: ['cdn.example.cn'] }

describe('isAllowedImage', () => {
  it.each([
    ['/edu/static/a.png', true],
    ['static/empty.svg', true],
    ['data:image/png;base64,AAAA', true],
    ['https://m.example.cn/edu/a.png', true],
    ['https://cdn.example.cn/a.png?x=1', true],
    ['https://CDN.example.cn/a.png', true],
    ['http://cdn.example.cn/a.png', false],
    ['https://evil.example/p.png?d=secret', false],
    ['//evil.example/p.png', false],
    ['/\\evil.example/p.png', false],
    ['https://cdn.example.cn@evil.example/p.png', false],
    ['javascript:alert(1)', false],
  ])('%s: %s', (address, allowed) => expect(isAllowedImage(address, options)).toBe(allowed))
})

describe('configuredImageHosts', () => {
  it('reads VITE_IMAGE_HOSTS, comma separated, lower case', () => {
    expect(configuredImageHosts({ VITE_IMAGE_HOSTS: ' CDN.example.cn, img.example.cn:8443,' })).toEqual([
      'cdn.example.cn',
      'img.example.cn:8443',
    ])
    expect(configuredImageHosts({})).toEqual([])
  })
})
