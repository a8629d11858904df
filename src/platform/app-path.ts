// Paths inside the app, without the /edu base the app is served under.

export const APP_BASE = '/edu'

export function appPath(pathname: string): string {
  if (pathname === APP_BASE) return '/'
  return pathname.startsWith(`${APP_BASE}/`) ? pathname.slice(APP_BASE.length) : pathname
}
