import { act, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { lazyRenderer } from '../lazy-component'
import type { RendererProps } from '../types'
import { createTestEngine, NodesFrame, renderNodes } from '../testing'
import { registerTestRenderers } from '../test-renderers'
import { EngineProvider } from './EngineProvider'

type Note = { type: 'note'; text: string }
type Counter = { type: 'counter'; label: string }

function Counted({ node }: RendererProps<Counter>) {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {node.label} {count}
    </button>
  )
}

/** A lazy renderer whose code arrives when the test says so. */
function deferredCounter() {
  let arrive: () => void = () => undefined
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  const definition = lazyRenderer<Counter>('counter', async () => {
    await arrived
    return Counted
  })
  return { definition, arrive }
}

describe('a node and its code', () => {
  it('is drawn with no Suspense boundary of its own once its code is here, so a frame hydrates in one pass', async () => {
    const engine = createTestEngine()
    const note = lazyRenderer<Note>('note', async () => ({ node }: RendererProps<Note>) => <p>{node.text}</p>)
    engine.registerRenderer(note)
    const waiting = deferredCounter()
    engine.registerRenderer(waiting.definition)
    await note.preload?.()
    const html = renderToString(
      <EngineProvider engine={engine}>
        <NodesFrame engine={engine} nodes={[{ type: 'note', text: '积分明细' }]} />
      </EngineProvider>,
    )
    expect(html).toContain('<p>积分明细</p>')
    // React marks a Suspense boundary in server markup with <!--$--> (or <!--$?--> while it waits).
    expect(html).not.toContain('<!--$')
    const before = renderToString(
      <EngineProvider engine={engine}>
        <NodesFrame engine={engine} nodes={[{ type: 'counter', label: '点我' }]} />
      </EngineProvider>,
    )
    expect(before).toContain('<!--$')
  })

  it('drawn before its code arrived, shows once it is here and keeps what it holds when drawn again', async () => {
    const engine = createTestEngine({ setup: registerTestRenderers })
    const waiting = deferredCounter()
    engine.registerRenderer(waiting.definition)
    renderNodes(
      [
        { type: 'counter', label: '{{ state.label }}' },
        { type: 'button', text: '改名', press: { action: 'set', key: 'label', value: '再点' } },
      ],
      { engine, scope: { state: { label: '点我' } } },
    )
    expect(screen.queryByRole('button', { name: /点我/ })).toBeNull()
    await act(async () => waiting.arrive())
    fireEvent.click(await screen.findByRole('button', { name: /点我/ }))
    expect(screen.getByRole('button', { name: /点我/ }).textContent).toBe('点我 1')
    // Drawn again now that its code is here: the same renderer, not a new one without a boundary.
    fireEvent.click(screen.getByRole('button', { name: '改名' }))
    expect((await screen.findByRole('button', { name: /再点/ })).textContent).toBe('再点 1')
  })
})
