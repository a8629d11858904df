import { act, render, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { registerRenderers } from '../../../renderers'
import { preloadSmallRenderers } from '../../../renderers/shared/testing'
import { createTestEngine } from '../testing'
import { EngineProvider } from './EngineProvider'
import { ScreenView } from './ScreenView'

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void
let observers: Array<{ callback: Callback; disconnected: boolean }> = []

beforeEach(() => {
  observers = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: Callback; disconnected: boolean }
      constructor(callback: Callback) {
        this.entry = { callback, disconnected: false }
        observers.push(this.entry)
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true
      }
    },
  )
})
afterEach(() => vi.unstubAllGlobals())

const seeAll = (isIntersecting: boolean) => {
  act(() => {
    for (const o of observers.filter((o) => !o.disconnected)) o.callback([{ isIntersecting }])
  })
}

beforeAll(preloadSmallRenderers)

describe('exposure (105001)', () => {
  it('is tracked once, the first time the node is seen on screen, with its resolved resource', async () => {
    const engine = createTestEngine({ setup: registerRenderers })
    render(
      <EngineProvider engine={engine}>
        <ScreenView
          config={{
            $schema: '',
            id: 'exposure',
            routes: [{ path: '/exposure', auth: 'none' }],
            body: [
              {
                type: 'stack',
                exposure: { resourceType: 'NEWS', resourceId: '{{ query.id }}', data: { position: 1 } },
                body: [{ type: 'text', text: '新闻' }],
              },
              { type: 'stack', body: [{ type: 'text', text: '没有曝光' }] },
            ],
          }}
          query={{ id: 'N42' }}
        />
      </EngineProvider>,
    )
    // The marker's code is a lazy chunk: it arrives after the node has drawn.
    await waitFor(() => expect(document.querySelectorAll('[data-exposure]')).toHaveLength(1))
    seeAll(false)
    expect(engine.recorded.tracked).toEqual([])
    seeAll(true)
    seeAll(true)
    expect(engine.recorded.tracked).toEqual([{ event: 105001, resourceType: 'NEWS', resourceId: 'N42', data: { position: 1 } }])
  })
})
