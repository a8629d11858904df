import type { Node, NodeConfig, ScreenConfig } from '../../src/engine'

/** A screen around some nodes and its data sources, so state they set (a list's selection) re-renders what reads it. */
export function screenOf(
  body: readonly (Node | NodeConfig)[],
  state: Record<string, unknown> = {},
  data: Record<string, object> = {},
): ScreenConfig {
  return { $schema: '', id: 'test/list', routes: [{ path: '/test', auth: 'none' }], header: { visible: false }, state, data, body }
}
