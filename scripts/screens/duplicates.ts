// Routes and ids must be unique across all screens: the router would silently pick one screen, and ids name
// chunks and stories. Both sides of a clash get a problem, so whichever file someone opens says what is wrong.
import type { Problem } from '../../src/engine/loaded-screen.ts'
import type { ScreenIdentity } from './screen-identity.ts'

// /a/:id and /a/:code match the same addresses.
const routeKey = (path: string) => path.replace(/:[^/]+/g, ':')

function others(all: readonly { file: string; at: string; path?: string }[], me: { file: string; at: string }): string {
  return all
    .filter((o) => o !== me)
    .map((o) => (o.file === me.file ? `this file at ${o.at}` : o.file) + (o.path ? ` (as "${o.path}")` : ''))
    .join(', ')
}

export function duplicateProblems(screens: readonly ScreenIdentity[]): Problem[] {
  const problems: Problem[] = []
  const byRoute = new Map<string, { file: string; at: string; path: string }[]>()
  const byId = new Map<string, { file: string; at: string }[]>()
  for (const s of screens) {
    for (const r of s.routes) {
      const key = routeKey(r.path)
      byRoute.set(key, [...(byRoute.get(key) ?? []), { file: s.file, at: r.at, path: r.path }])
    }
    if (s.id !== undefined) byId.set(s.id, [...(byId.get(s.id) ?? []), { file: s.file, at: '/id' }])
  }
  for (const clash of byRoute.values()) {
    if (clash.length < 2) continue
    for (const me of clash) {
      // Mention the other spelling only when it differs (/a/:id against /a/:code).
      const rest = clash.filter((o) => o !== me).map((o) => ({ ...o, path: o.path === me.path ? undefined : o.path }))
      problems.push({ file: me.file, path: me.at, message: `route "${me.path}" is also declared by ${others([me, ...rest], me)}` })
    }
  }
  for (const [id, clash] of byId) {
    if (clash.length < 2) continue
    for (const me of clash) problems.push({ file: me.file, path: me.at, message: `screen id "${id}" is also used by ${others(clash, me)}` })
  }
  return problems
}
