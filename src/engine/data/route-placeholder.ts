// A route parameter's placeholder in a call written into a page at build time (page-calls.ts), and its filling in
// from the address at run time (src/shell/frame-asks.ts). No imports: the filling runs before the engine is there.

/** The placeholder for the route parameter `name`: control characters no config or address holds. */
export const routePlaceholder = (name: string) => `\u0000${name}\u0000`

// Built from its text: a control character written in a regular expression literal reads as a typo.
const PLACEHOLDER = new RegExp(routePlaceholder('([\\w-]+)'), 'g')

/** `value` with each placeholder in its strings replaced by its parameter's value ('' for one the address lacks). */
export function fillRouteParams(value: unknown, params: Readonly<Record<string, string | undefined>>): unknown {
  if (typeof value === 'string') return value.replace(PLACEHOLDER, (_, name: string) => params[name] ?? '')
  if (Array.isArray(value)) return value.map((item) => fillRouteParams(item, params))
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillRouteParams(item, params)]))
  return value
}
