import { describe, expect, it } from 'vitest'
import { createEngine } from '../src/engine'
import { createFakeServices } from '../src/engine/testing'
import { registerRenderers } from './index'

describe('registerRenderers', () => {
  it("registers a renderer for the page, the popup action's frame and every node type the schemas define", () => {
    const engine = createEngine({ services: createFakeServices() })
    registerRenderers(engine)
    const nodeTypes = Object.keys(import.meta.glob('../schemas/nodes/*.schema.json')).map((f) =>
      f.replace(/^.*\/(.+)\.schema\.json$/, '$1'),
    )
    expect(engine.renderers.names()).toEqual(['page', 'popup', ...nodeTypes].sort())
  })

  it('cannot register the same renderers twice on one engine', () => {
    const engine = createEngine({ services: createFakeServices() })
    registerRenderers(engine)
    expect(() => registerRenderers(engine)).toThrow(/already registered/)
  })
})
