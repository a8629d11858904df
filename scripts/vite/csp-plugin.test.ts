import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { connectOriginsOf, contentSecurityPolicy, imageOriginsOf, inlineScriptHashes, originOf, WECHAT_SDK_ORIGIN } from './csp-plugin.ts'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('the build’s Content-Security-Policy', () => {
  it('hashes each inline script exactly as written, and leaves out scripts with src', () => {
    const loader = '\n      window.__boot = Date.now()\n    '
    const html = `<head><script type="module" crossorigin src="/edu/assets/index.js"></script><script>${loader}</script></head>`
    expect(inlineScriptHashes(html)).toEqual([sha256(loader)])
  })

  it('allows scripts from the app and the hashed loader only, never eval or inline scripts', () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"], connectOrigins: [] })
    expect(policy).toContain("script-src 'self' https://res.wx.qq.com 'sha256-abc='")
    expect(policy).not.toContain('unsafe-eval')
    expect(policy.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline')
    expect(policy).toContain("object-src 'none'")
  })

  it('lets the app call only itself in mock mode, and the API and error hosts of a real build', () => {
    expect(connectOriginsOf({})).toEqual([])
    expect(connectOriginsOf({ VITE_API_BASE: '/edu/api' })).toEqual([])
    expect(
      connectOriginsOf({ VITE_API_BASE: 'https://api.example.com/edu/api', VITE_ERROR_ENDPOINT: 'https://log.example.com/report' }),
    ).toEqual(['https://api.example.com', 'https://log.example.com'])
    expect(contentSecurityPolicy({ scriptHashes: [], connectOrigins: ['https://api.example.com'] })).toContain(
      "connect-src 'self' https://api.example.com",
    )
  })

  it("lets the app call every environment's API host the switcher may choose", () => {
    expect(
      connectOriginsOf({ VITE_API_BASE_STAGING: 'https://api-test.example.com', VITE_API_BASE_PRODUCTION: 'https://api.example.com' }),
    ).toEqual(['https://api-test.example.com', 'https://api.example.com'])
  })

  it('lets the chat socket connect to its own host', () => {
    expect(connectOriginsOf({ VITE_API_BASE: 'https://api.example.com/x', VITE_WS_HOST: 'wss://chat.example.com' })).toEqual([
      'https://api.example.com',
      'wss://chat.example.com',
    ])
  })

  it('loads pictures from the app and the configured image hosts only, as screens from outside the build may name', () => {
    expect(contentSecurityPolicy({ scriptHashes: [], connectOrigins: [] })).toContain("img-src 'self' data: blob:;")
    const imageOrigins = imageOriginsOf({ VITE_IMAGE_HOSTS: 'cdn.example.cn, IMG.example.cn:8443' })
    expect(imageOrigins).toEqual(['https://cdn.example.cn', 'https://img.example.cn:8443'])
    expect(contentSecurityPolicy({ scriptHashes: [], connectOrigins: [], imageOrigins })).toContain(
      "img-src 'self' data: blob: https://cdn.example.cn https://img.example.cn:8443;",
    )
  })

  it('reads an origin from http(s) and ws(s) addresses only', () => {
    expect(originOf('wss://chat.example.com:8443/socket')).toBe('wss://chat.example.com:8443')
    expect(originOf('/edu/api')).toBeUndefined()
    expect(originOf(undefined)).toBeUndefined()
  })
})

describe('the WeChat SDK host', () => {
  it('is where the platform loads the official SDKs from', async () => {
    const { WECHAT_SDK_URL, WECOM_SDK_URL } = await import('../../src/platform/wechat-sdk.ts')
    expect(new URL(WECHAT_SDK_URL).origin).toBe(WECHAT_SDK_ORIGIN)
    expect(new URL(WECOM_SDK_URL).origin).toBe(WECHAT_SDK_ORIGIN)
  })
})
