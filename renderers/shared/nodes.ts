import type { NodeConfig } from '../../src/engine'
import type { Node } from '../../src/generated/screen'

/**
 * Child nodes as the generated types describe them, as ctx.render takes them. The generated interfaces have
 * no index signature, so TypeScript will not widen them to NodeConfig by itself.
 */
export function asNodeConfigs(nodes: readonly Node[] | undefined): readonly NodeConfig[] | undefined {
  return nodes as unknown as readonly NodeConfig[] | undefined
}
