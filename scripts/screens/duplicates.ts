// Routes and ids must be unique across all screens: the router would silently pick one screen, and ids name
// chunks and stories. So must a route fact that names one page of the app (a client's home, the certification
// page): the app would take whichever came first. Both sides of a clash get a problem, so whichever file someone
// opens says what is wrong.
import type { Finding } from '../../src/engine/check/finding.ts'
import { said, type Said } from '../../src/engine/check/words.ts'
import type { ScreenIdentity } from './screen-identity.ts'

/** A finding of a check across files: which file it is in. */
export interface FileFinding extends Finding {
  file: string
}

/** The route facts that name one page: one route per value (schemas/screen.schema.json#/definitions/route). */
const UNIQUE_FACTS = ['homeOf', 'certificationFor'] as const

// /a/:id and /a/:code match the same addresses.
const routeKey = (path: string) => path.replace(/:[^/]+/g, ':')

function others(all: readonly { file: string; at: string; path?: string }[], me: { file: string; at: string }): Said {
  const named = all
    .filter((o) => o !== me)
    .map((o): Said =>
      said('otherPlace', {
        where: o.file === me.file ? said('thisFileAt', { at: o.at }) : o.file,
        as: o.path ? said('asPath', { path: o.path }) : '',
      }),
    )
  return named.slice(1).reduce((list, next) => said('andList', { list, next }), named[0])
}

export function duplicateProblems(screens: readonly ScreenIdentity[]): FileFinding[] {
  const problems: FileFinding[] = []
  const byRoute = new Map<string, { file: string; at: string; path: string }[]>()
  const byId = new Map<string, { file: string; at: string }[]>()
  const byFact = new Map<string, { file: string; at: string; fact: string; value: string }[]>()
  for (const s of screens) {
    for (const r of s.routes) {
      const key = routeKey(r.path)
      byRoute.set(key, [...(byRoute.get(key) ?? []), { file: s.file, at: r.at, path: r.path }])
      for (const fact of UNIQUE_FACTS) {
        const value = r[fact]
        if (value === undefined) continue
        const at = r.at.replace(/\/path$/, `/${fact}`)
        byFact.set(`${fact}=${value}`, [...(byFact.get(`${fact}=${value}`) ?? []), { file: s.file, at, fact, value }])
      }
    }
    if (s.id !== undefined) byId.set(s.id, [...(byId.get(s.id) ?? []), { file: s.file, at: '/id' }])
  }
  for (const clash of byRoute.values()) {
    if (clash.length < 2) continue
    for (const me of clash) {
      // Mention the other spelling only when it differs (/a/:id against /a/:code).
      const rest = clash.filter((o) => o !== me).map((o) => ({ ...o, path: o.path === me.path ? undefined : o.path }))
      problems.push({ file: me.file, path: me.at, said: said('routeTwice', { route: me.path, others: others([me, ...rest], me) }) })
    }
  }
  for (const [, clash] of byFact) {
    if (clash.length < 2) continue
    for (const me of clash)
      problems.push({ file: me.file, path: me.at, said: said('factTwice', { fact: me.fact, value: me.value, others: others(clash, me) }) })
  }
  for (const [id, clash] of byId) {
    if (clash.length < 2) continue
    for (const me of clash) problems.push({ file: me.file, path: me.at, said: said('idTwice', { id, others: others(clash, me) }) })
  }
  return problems
}
