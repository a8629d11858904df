// The app's link table for the engine (engine.registerLinks): the navigate action's `content: { type, id }` opens
// the page a shared address of that content would (SPEC §2 content link patterns, src/platform/content-link.ts).
import type { LinkResolver } from '../engine'

/** The pattern table is fetched on first use: the entry chunk has no room for it. */
export const contentLinks: LinkResolver = async ({ type, id }) => {
  const { contentPath, isContentType } = await import('../platform/content-link')
  if (!isContentType(type)) throw new Error(`navigate: unknown content type "${type}"`)
  return contentPath({ type, id })
}
