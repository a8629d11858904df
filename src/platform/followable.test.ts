import { describe, expect, it } from 'vitest'
import { followableAddress, followableDestination } from './followable'

const origin = 'https://m.example.cn'
const options = { origin, allowedHosts: ['partner.example.com'] }

describe('no open redirects: every foreign address lands on the home page', () => {
  it.each([
    ['https://evil.com/edu/health/client/home'],
    ['http://evil.com'],
    ['HTTPS://EVIL.COM/'],
    ['//evil.com'],
    ['//evil.com/edu/health/client/home'],
    ['/\\evil.com'],
    ['\\\\evil.com'],
    ['/\\/evil.com'],
    ['https:\\\\evil.com'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(document.cookie)'],
    ['java\tscript:alert(1)'],
    [' javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:msgbox(1)'],
    ['%2F%2Fevil.com'],
    ['/%2Fevil.com'],
    ['/%2F%2Fevil.com'],
    ['/%5Cevil.com'],
    ['/%255Cevil.com'],
    ['/%09/evil.com'],
    ['%6A%61%76%61%73%63%72%69%70%74:alert(1)'],
    ['https%3A%2F%2Fevil.com'],
    ['https://m.example.cn@evil.com/edu/'],
    ['https://evil.com@m.example.cn/edu/'],
    ['https://user:pass@m.example.cn/edu/'],
    ['https://m.example.cn.evil.com/edu/'],
    ['https://evil.com?https://m.example.cn/edu/'],
    ['https://evil.com#https://m.example.cn/edu/'],
    ['https://m.example.cn/other-app/'],
    ['ftp://m.example.cn/edu/'],
    ['evil.com'],
    ['/..//evil.com'],
    ['/edu/..//evil.com'],
    ['/./..//evil.com'],
    ['/%2E%2E//evil.com'],
    ['/health/../..//evil.com?x=1'],
    [''],
  ])('%j is refused', (address) => {
    expect(followableDestination(address, options)).toEqual({ kind: 'app', path: '/', refused: true })
    expect(followableAddress(address, options)).toBe('/')
  })

  it.each([[null], [undefined], [42], [{ href: 'https://evil.com' }]])('a non-address (%j) lands on the home page', (value) => {
    expect(followableAddress(value, options)).toBe('/')
  })
})

describe('addresses inside the app or on the allow-list are followed', () => {
  it.each([
    ['/health/client/home', '/health/client/home'],
    ['/edu/health/client/home?tab=1#top', '/health/client/home?tab=1#top'],
    ['/edu', '/'],
    ['https://m.example.cn/edu/doctor/client/home?from=taipingtong', '/doctor/client/home?from=taipingtong'],
    ['HTTPS://M.EXAMPLE.CN/edu/integral/detail', '/integral/detail'],
    ['/user/homepage/U1?name=%E5%BC%A0%20%E4%B8%89', '/user/homepage/U1?name=%E5%BC%A0%20%E4%B8%89'],
  ])('%s goes to the app path %s', (address, path) => {
    expect(followableDestination(address, options)).toEqual({ kind: 'app', path, refused: false })
  })

  it('an allow-listed host is followed as an absolute address', () => {
    expect(followableDestination('https://partner.example.com/back?x=1', options)).toEqual({
      kind: 'external',
      href: 'https://partner.example.com/back?x=1',
      refused: false,
    })
    expect(followableAddress('https://PARTNER.example.com/', options)).toBe('https://partner.example.com/')
  })
})
