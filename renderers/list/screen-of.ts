import type { NodeConfig, Screen } from '../../src/engine'

/** A screen around some nodes and its data sources, so state they set (a list's selection) re-renders what reads it. */
export function screenOf(body: readonly NodeConfig[], state: Record<string, unknown> = {}, data: Record<string, unknown> = {}): Screen {
  return { $schema: '', id: 'test/list', routes: [{ path: '/test', auth: 'none' }], header: { visible: false }, state, data, body } as unknown as Screen
}
