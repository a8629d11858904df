// Property: whatever a screen config holds, the app draws the screen. fast-check writes screens of valid nodes
// mixed with broken ones (unknown node types, props of the wrong type, expressions that do not parse or fail,
// renderers that throw), draws each through the real engine (ScreenView, NodeView's error boundary) with the real
// renderers, and checks that every broken node shows its own box and every valid node still draws.
import { screen } from '@testing-library/react'
import fc from 'fast-check'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Engine, NodeConfig, ScreenConfig } from '../../src/engine'
import { renderScreen } from '../../src/engine/testing'
import { registerAppExtensions } from '../../src/shell/register-app'
import { preloadSmallRenderers } from '../../renderers/shared/testing'

// The app draws a screen once its renderers' code is here (text is a lazy chunk's): so do these screens.
beforeAll(preloadSmallRenderers)

/** A renderer that always throws: a bug in a renderer, as the error boundary meets it. */
const THROWS = 'throws-on-render'

function setup(engine: Engine): void {
  registerAppExtensions(engine)
  engine.registerRenderer({
    type: THROWS,
    component: ({ node }: { node: NodeConfig }) => {
      throw new Error(String(node.message))
    },
  })
}

/** What a generated node is, so the check knows what to look for. */
type Planned =
  | { kind: 'valid'; marker: string; node: NodeConfig }
  | { kind: 'unknown'; type: string; node: NodeConfig }
  | { kind: 'throws'; message: string; node: NodeConfig }
  | { kind: 'wrong-props' | 'bad-expression'; node: NodeConfig }

const validNode = fc.oneof(
  fc
    .record({ variant: fc.constantFrom('title', 'body', 'caption', 'hint'), align: fc.constantFrom('left', 'center', 'right', undefined) })
    .map((props) => (marker: string) => ({
      type: 'text',
      text: marker,
      ...props,
    })),
  fc.constant((marker: string) => ({ type: 'button', text: marker })),
  fc.constant((marker: string) => ({ type: 'empty', text: marker })),
)

const unknownType = fc.stringMatching(/^[a-z][a-z-]{0,11}$/).map((s) => `no-such-${s}`)

/** Props a schema would refuse: objects, arrays, numbers and booleans where text goes, variants that do not exist. */
const wrongProps = fc.oneof(
  fc.record({
    type: fc.constant('text'),
    text: fc.oneof(fc.object({ maxDepth: 1 }), fc.array(fc.integer(), { maxLength: 3 }), fc.integer(), fc.boolean(), fc.constant(null)),
  }),
  fc.record({ type: fc.constant('text'), text: fc.constant('x'), variant: fc.string({ maxLength: 6 }), align: fc.integer() }),
  fc.record({
    type: fc.constant('button'),
    text: fc.array(fc.string(), { maxLength: 2 }),
    press: fc.oneof(fc.integer(), fc.string(), fc.constant({ type: 'no-such-action' })),
  }),
  fc.record({
    type: fc.constant('stack'),
    body: fc.oneof(fc.constant(null), fc.integer(), fc.string({ maxLength: 5 })),
    gap: fc.string({ maxLength: 3 }),
  }),
)

/** Templates that do not parse, or that fail when evaluated. */
const badExpression = fc
  .oneof(
    fc.constantFrom(
      'a..b',
      'nope(',
      ')(',
      '1 +',
      'user.',
      '[[',
      'query.x.y.z()',
      'undefinedFunction(1)',
      "t('noSuchKey')",
      'data.list[0].name.length',
    ),
    fc.string({ maxLength: 12 }).filter((s) => !s.includes('}}')),
  )
  .map((source) => ({ type: 'text', text: `{{ ${source} }}` }))

/** One planned node of any kind; `n` makes each marker and message unique on the screen. */
function planned(n: number): fc.Arbitrary<Planned> {
  return fc.oneof(
    { weight: 3, arbitrary: validNode.map((make): Planned => ({ kind: 'valid', marker: `正常内容${n}`, node: make(`正常内容${n}`) })) },
    { weight: 1, arbitrary: unknownType.map((type): Planned => ({ kind: 'unknown', type, node: { type } })) },
    {
      weight: 1,
      arbitrary: fc.constant<Planned>({ kind: 'throws', message: `渲染失败${n}`, node: { type: THROWS, message: `渲染失败${n}` } }),
    },
    { weight: 1, arbitrary: wrongProps.map((node): Planned => ({ kind: 'wrong-props', node })) },
    { weight: 1, arbitrary: badExpression.map((node): Planned => ({ kind: 'bad-expression', node })) },
  )
}

/** A screen: top-level nodes, some grouped in a stack (a broken child must not take its siblings with it). */
const screenPlan = fc
  .array(fc.nat({ max: 2 }), { minLength: 1, maxLength: 8 })
  .chain((groups) => fc.tuple(...groups.map((size, g) => fc.array(fc.constant(g), { minLength: size + 1, maxLength: size + 1 }))))
  .chain((groups) => {
    let n = 0
    return fc.tuple(...groups.map((group) => fc.tuple(...group.map(() => planned(n++)))))
  })

function toScreen(groups: Planned[][]): ScreenConfig {
  const body = groups.map((group) => (group.length === 1 ? group[0].node : { type: 'stack', body: group.map((p) => p.node) }))
  return {
    $schema: '../../schemas/screen.schema.json',
    id: 'property/broken',
    title: '属性测试',
    routes: [{ path: '/property/broken', auth: 'none' }],
    body,
  }
}

describe('a screen config never crashes the app', () => {
  // React logs each error a boundary catches, and the engine warns of each bad expression: hundreds of lines
  // here, all expected. What the screen shows is what this test checks.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('draws every valid node, and gives each broken node its own box', async () => {
    await fc.assert(
      fc.asyncProperty(screenPlan, async (groups) => {
        const nodes = groups.flat()
        const { unmount, container } = renderScreen(toScreen(groups), { setup })
        try {
          // The screen draws (its title is the header's), then every valid node in it.
          await screen.findAllByText('属性测试')
          for (const p of nodes) if (p.kind === 'valid') expect(screen.getAllByText(p.marker).length).toBeGreaterThan(0)
          for (const p of nodes) if (p.kind === 'unknown') expect(container.querySelector(`[data-unknown-node="${p.type}"]`)).not.toBeNull()
          const thrown = [...container.querySelectorAll(`[data-node-error="${THROWS}"]`)]
          expect(thrown.map((box) => box.textContent)).toEqual(
            nodes.flatMap((p) => (p.kind === 'throws' ? [`${THROWS}: ${p.message}`] : [])),
          )
          for (const box of thrown) expect(box.getAttribute('role')).toBe('alert')
          // The failure page is for a screen that cannot draw at all; a broken node never brings it up.
          expect(screen.queryByText('刷新')).toBeNull()
        } finally {
          unmount()
        }
      }),
      { numRuns: 60 },
    )
    // Sixty whole screens drawn one after another: about 18 s alone, so the unit default of 20 s is too tight under load.
  }, 90_000)
})
