// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { headerHidden } from './header'
import { detectHost, isNativeApp, nativeVersion } from './host'
import { versionAtLeast } from './versions'

const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'

afterEach(() => vi.restoreAllMocks())

describe('host detection', () => {
  it.each([
    [`${UA} dzj/8.2.2`, 'dzj'],
    [`${UA} ysy/5.2.4`, 'ysy'],
    [`${UA} ysy_nx/1.0.0`, 'ysy_nx'],
    [`${UA} bayitong/2.0`, 'bayitong'],
    [`${UA} dzj_meeting/3.1.0`, 'dm'],
    [`${UA} MicroMessenger/8.0.40 wxwork/4.1.0`, 'wxwork'],
    [`${UA} MicroMessenger/8.0.40 miniProgram`, 'wx_mini'],
    [`${UA} MicroMessenger/8.0.40 NetType/WIFI`, 'wx'],
    [`${UA} com.unionpay.chsp`, 'up'],
    [`${UA} AlipayClient/10.5`, 'zfb'],
    [`${UA} Weibo (iPhone)`, 'wb'],
    [`${UA} yct/1.2`, 'yct'],
    [UA, 'web'],
  ])('%s is %s', (ua, host) => {
    expect(detectHost(ua, '')).toBe(host)
  })

  it('platform=wechat_mp marks the mini-program', () => {
    expect(detectHost(UA, '?platform=wechat_mp')).toBe('wx_mini')
  })

  it('reads the native version and compares dotted versions', () => {
    expect(nativeVersion(`${UA} dzj/8.2.2`)).toBe('8.2.2')
    expect(nativeVersion(UA)).toBeUndefined()
    expect(isNativeApp('dzj')).toBe(true)
    expect(versionAtLeast('8.2.2', '8.2.2')).toBe(true)
    expect(versionAtLeast('8.10.0', '8.2.2')).toBe(true)
    expect(versionAtLeast('5.2', '5.2.4')).toBe(false)
    expect(versionAtLeast(undefined, '3.1.0')).toBe(false)
  })
})

describe('headerHidden', () => {
  it('hides in native apps and WeChat hosts, or when hideHeader is stored', () => {
    expect(headerHidden('dzj')).toBe(true)
    expect(headerHidden('wx')).toBe(true)
    expect(headerHidden('wxwork')).toBe(true)
    expect(headerHidden('web')).toBe(false)
    sessionStorage.setItem('hideHeader', '1')
    expect(headerHidden('web')).toBe(true)
  })
})
