import { describe, expect, it } from 'vitest'
import { nodeTypesIn, preloadScreen } from './preload'
import { createTestEngine } from './testing'
import type { ScreenEntry } from './loaded-screen'
import type { Screen } from './types'

describe('preloading a screen', () => {
  const config = {
    $schema: '',
    id: 't/preload',
    routes: [{ path: '/t', auth: 'none' as const }],
    body: [{ type: 'tabs', tabs: [{ key: 'a', body: [{ type: 'list', item: [{ type: 'text', text: 'x' }] }] }] }],
    footer: [{ type: 'button', text: 'ok', press: { action: 'toast', text: 'hi' } }],
  }

  it('finds every node type, wherever nodes sit', () => {
    expect([...nodeTypesIn(config)].sort()).toEqual(['button', 'list', 'tabs', 'text'])
  })

  it('fetches the screen chunk and the code of the lazy renderers it uses, once the chunk is in', async () => {
    const fetched: string[] = []
    const engine = createTestEngine({
      setup: (e) => {
        for (const type of ['tabs', 'list', 'text', 'button', 'form']) {
          e.registerRenderer({ type, component: () => null, preload: async () => void fetched.push(type) })
        }
      },
    })
    let loads = 0
    const entry: ScreenEntry = {
      id: 't',
      routes: [],
      load: async () => (loads++, { default: { file: 't.json', config: config as unknown as Screen, problems: [] } }),
    }
    void preloadScreen(engine, entry)
    await new Promise((r) => setTimeout(r, 0))
    expect(loads).toBeGreaterThanOrEqual(1)
    expect(fetched.sort()).toEqual(['button', 'list', 'tabs', 'text'])
  })

  it('fetches the code a node names (renderer preloadFor) with the screen, and resolves only once it is here', async () => {
    let release = () => {}
    const asked: unknown[] = []
    const engine = createTestEngine({
      setup: (e) => {
        for (const type of ['tabs', 'list', 'text']) e.registerRenderer({ type, component: () => null })
        e.registerRenderer({
          type: 'button',
          component: () => null,
          preloadFor: (node) => {
            asked.push(node)
            return new Promise<void>((r) => (release = r))
          },
        })
      },
    })
    const entry: ScreenEntry = {
      id: 't',
      routes: [],
      load: async () => ({ default: { file: 't.json', config: config as unknown as Screen, problems: [] } }),
    }
    let done = false
    void preloadScreen(engine, entry).then(() => (done = true))
    await new Promise((r) => setTimeout(r, 0))
    // The node as written, the config's own object.
    expect(asked).toEqual([config.footer[0]])
    expect(asked[0]).toBe(config.footer[0])
    expect(done).toBe(false)
    release()
    await new Promise((r) => setTimeout(r, 0))
    expect(done).toBe(true)
  })
})
