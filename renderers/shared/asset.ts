// Addresses in configs are either absolute (https://..., /edu/..., data:) or relative to the app's public
// folder (static/empty.svg). Relative ones are served under the app's base (/edu/ in the app, ./ in Storybook).
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/)/i

export function assetUrl(src: string): string {
  if (!src || ABSOLUTE.test(src)) return src
  return `${import.meta.env.BASE_URL}${src.replace(/^\.\//, '')}`
}
