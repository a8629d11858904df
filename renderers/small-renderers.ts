// The renderers small enough to share one lazy chunk (`small-renderers`, scripts/vite/helper-chunks.ts), by node
// type, which is also the folder: most screens draw several of them, so one request beside the screen's own
// chunk brings them all (issue 36: they were in the entry). The markdown frame joins them there too.
export const SMALL_RENDERERS = [
  'text',
  'stack',
  'image',
  'avatar',
  'tag',
  'skeleton',
  'badge',
  'collapse',
  'countdown',
  'divider',
  'preset',
] as const
