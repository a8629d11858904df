// The route table as `npm run screens -- routes` prints it; the Vite plugin builds the app's from the same reads.
import type { ScreenRoute } from '../../src/engine/loaded-screen.ts'
import { idFromPlace } from './files.ts'
import { readIdentity } from './read-screens.ts'

export interface RouteRow extends ScreenRoute {
  id: string
  file: string
}

export function routeTable(files: readonly string[], dirs: readonly string[]): RouteRow[] {
  const rows: RouteRow[] = []
  for (const f of files) {
    const { id, routes, file } = readIdentity(f)
    for (const r of routes) rows.push({ path: r.path, auth: r.auth, id: id ?? idFromPlace(f, dirs), file })
  }
  // Code-point order: the same on every machine, whatever its locale.
  return rows.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.file < b.file ? -1 : 1))
}
