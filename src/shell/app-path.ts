// The base the app is served under (/edu), and an address's path inside the app.

/** The base without its trailing slash: '/edu'. */
export const basename = import.meta.env.BASE_URL.replace(/\/$/, '')

/** The address's path inside the app, without the base it is served under (matched ignoring case, as routes are). */
export const appPath = (pathname: string) =>
  pathname.toLowerCase().startsWith(basename.toLowerCase()) ? pathname.slice(basename.length) || '/' : pathname
