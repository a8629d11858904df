// Paths inside the app, without the /edu base the app is served under.

export const APP_BASE = '/edu'

/**
 * The path inside the app. The base is matched without regard to case and only as a whole segment, as React
 * Router strips its basename, so /EDU/health is /health (the router shows that screen too) and /education stays.
 */
export function appPath(pathname: string): string {
  const head = pathname.slice(0, APP_BASE.length).toLowerCase()
  const next = pathname.charAt(APP_BASE.length)
  if (head !== APP_BASE || (next !== '' && next !== '/')) return pathname
  return pathname.slice(APP_BASE.length) || '/'
}
