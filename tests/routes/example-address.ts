// The address to open for a route of the route table: SPEC §2's example for it (ids the embedded backend's seed
// has, as spec-routes.ts lists them), else '1' per parameter. The every-route browser test, the sweep and the
// gallery open these.
import { matchPath } from 'react-router-dom'
import { specRoutes, type SpecRoute } from './spec-routes.ts'

/** SPEC §2's example address for a route pattern, with the word it shows there, if the list has one. */
export function exampleOf(path: string): SpecRoute | undefined {
  return specRoutes.find((r) => !r.pending && matchPath({ path, end: true }, r.path.split('?')[0]))
}

export function addressOf(path: string): string {
  return exampleOf(path)?.path ?? path.replace(/:(\w+)\??/g, '1')
}
