// A page's address and the config that says it: /activity/page/{token} or /activity/page/{token}/{id}.
import type { PageKey } from './store.ts'

/** Where a page is drawn: its config's first route must say so, so the file and the address agree. */
export function pagePath(key: PageKey): string {
  return `/activity/page/${key.token}${key.id ? `/${key.id}` : ''}`
}

/** The page a config is for, from its first route (/activity/page/{token} or /activity/page/{token}/{id}). */
export function pageOfConfig(config: unknown): PageKey | undefined {
  const routes = config && typeof config === 'object' ? (config as { routes?: unknown }).routes : undefined
  const path = Array.isArray(routes) ? (routes[0] as { path?: unknown } | undefined)?.path : undefined
  const match = typeof path === 'string' ? /^\/activity\/page\/([A-Za-z0-9_-]{1,64})(?:\/([A-Za-z0-9_-]{1,64}))?$/.exec(path) : null
  return match ? { token: match[1], id: match[2] ?? null } : undefined
}
