import { describe, expect, it } from 'vitest'
import { createEngine } from './engine'
import { createFakeServices } from './testing'

describe('registries', () => {
  it('belong to one engine: two engines do not share registrations', () => {
    const a = createEngine({ services: createFakeServices() })
    const b = createEngine({ services: createFakeServices() })
    a.registerAction('share', () => undefined)
    expect(a.actions.has('share')).toBe(true)
    expect(b.actions.has('share')).toBe(false)
  })

  it('refuse a second registration of a name unless it says it overrides', () => {
    const engine = createEngine({ services: createFakeServices() })
    const first = () => 'first'
    const second = () => 'second'
    engine.registerFunction('greet', first)
    expect(() => engine.registerFunction('greet', second)).toThrow(
      'expression function "greet" is already registered; pass { override: true } to replace it',
    )
    engine.registerFunction('greet', second, { override: true })
    expect(engine.functions.get('greet')).toBe(second)
    engine.registerValidator('mainland-mobile', /^1[3-9]\d{9}$/)
    expect(() => engine.registerValidator('mainland-mobile', /x/)).toThrow(/validator "mainland-mobile"/)
    engine.registerDataSource('region', () => [])
    expect(engine.dataSources.names()).toEqual(['region'])
  })

  it('ties a data-source kind to its generated options: an unknown kind or option does not compile', async () => {
    const engine = createEngine({ services: createFakeServices() })
    engine.registerDataSource('storage', (source) => `${source.area ?? 'local'}:${source.storage}`)
    // @ts-expect-error StaticSource has no `key` (its value is `static`)
    engine.registerDataSource('static', (source) => source.key)
    // @ts-expect-error `weather` is no kind of schemas/data-sources
    engine.registerDataSource('weather', () => null)
    const fetch = engine.dataSources.get('storage')
    expect(await fetch?.({ storage: 'draft', area: 'session' }, { services: engine.services, name: 'draft' })).toBe('session:draft')
  })
})
