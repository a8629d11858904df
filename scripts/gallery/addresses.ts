// The address the gallery opens for a route: SPEC §2's example for it (ids the embedded backend's seed has, as
// tests/routes/spec-routes.ts lists them and the every-route browser test uses them), else '1' per parameter.
import { matchPath } from 'react-router-dom'
import { specRoutes } from '../../tests/routes/spec-routes.ts'

export function addressOf(path: string): string {
  const example = specRoutes.find((r) => !r.pending && matchPath({ path, end: true }, r.path.split('?')[0]))
  return example?.path ?? path.replace(/:(\w+)\??/g, '1')
}
