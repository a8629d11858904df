// The address to open for a route of the route table: SPEC §2's example for it (ids the embedded backend's seed
// has, as spec-routes.ts lists them), else '1' per parameter. The every-route browser test and the gallery open these.
import { matchPath } from 'react-router-dom'
import { specRoutes } from './spec-routes.ts'

export function addressOf(path: string): string {
  const example = specRoutes.find((r) => !r.pending && matchPath({ path, end: true }, r.path.split('?')[0]))
  return example?.path ?? path.replace(/:(\w+)\??/g, '1')
}
