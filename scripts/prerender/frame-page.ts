// A frame's page: the built index.html with the frame in #root instead of the loader, and where its file goes.
import type { Frame } from './frame-app.tsx'
import { styleKey } from '../vite/chunk-css-plugin.ts'

/** What write-frames.ts leaves beside the frames (frames.json), for the preview server and a host's rules. */
export interface FrameIndex {
  /** Each frame: the route's path as the route table has it, and its page, relative to the build folder. */
  frames: { path: string; file: string }[]
  /** The route table's other paths (redirects, published pages, '*'): an address one of them takes gets no frame. */
  others: string[]
  /** Screens' routes whose frame could not be drawn, and why: an address one of them takes gets no frame either. */
  without?: { path: string; reason: string }[]
}

export const FRAME_INDEX = 'frames.json'

/**
 * The page's file for a route: `/integral/detail` → `integral/detail/index.html`, which a static host serves for
 * the address as it is; a parameter's segment is named `_name_` (`/plan/:residentCode` → `plan/_residentCode_/…`),
 * served by the rule for its pattern (docs/frames.md).
 */
export function frameFile(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `_${segment.slice(1).replace(/\?$/, '')}_` : segment))
  if (!segments.length || segments.some((segment) => segment === '*' || segment === '..' || segment === '.' || /[^\w\-.~@]/.test(segment)))
    throw new Error(`no file for the route ${path}`)
  return [...segments, 'index.html'].join('/')
}

const ROOT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/
// React writes a picture's preload before the markup; it belongs in the head, fetched as early as the page's own.
const LEADING_LINKS = /^(?:<link\b[^>]*\/?>)+/

/** What the page asks for as the entry starts, as #root's `data-asks` (src/shell/frame-asks.ts); none for a public page that asks nothing. */
function asksAttribute(asks: Frame['asks'] | undefined): string {
  return asks && (asks.auth !== 'none' || asks.calls.length) ? ` data-asks="${attribute(JSON.stringify(asks))}"` : ''
}

/**
 * index.html with the frame in #root (marked with its route, for the app to know what it hydrates, and with what
 * its page asks for as the entry starts: its route's auth and its screen's calls), the
 * stylesheets its markup needs beyond the entry's in the head (frame-styles.ts), and its screen's code asked for
 * beside the entry (`<link rel="modulepreload">`, the addresses in `code`): it arrives with the entry instead of a
 * round trip after the entry has run and matched the route.
 */
export function framePage(
  indexHtml: string,
  frame: Pick<Frame, 'path' | 'html'> & Partial<Pick<Frame, 'asks'>>,
  styles: readonly string[] = [],
  code: readonly string[] = [],
): string {
  if (!ROOT.test(indexHtml)) throw new Error('index.html has no <div id="root"> closing before </body>')
  if (/<script\b/i.test(frame.html)) throw new Error(`the frame of ${frame.path} holds a script, which the CSP refuses`)
  const links = LEADING_LINKS.exec(frame.html)?.[0] ?? ''
  const markup = frame.html.slice(links.length)
  // Written as index.html's own preloads are; scriptsAfterFrame lowers them with the rest.
  const preloads = code.map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`)
  const head = [links, ...styles.map((css) => `<style data-css="${styleKey(css)}">${css}</style>`), ...preloads]
    .filter(Boolean)
    .join('\n    ')
  const page = indexHtml
    .replace('</head>', head ? `  ${head}\n  </head>` : '</head>')
    .replace(
      ROOT,
      (_root, end: string) => `<div id="root" data-frame="${attribute(frame.path)}"${asksAttribute(frame.asks)}>${markup}</div>${end}`,
    )
  return scriptsAfterFrame(page)
}

/** Text as a double-quoted attribute's value. */
const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/**
 * The page's scripts at low priority: the frame is drawn without them, so they must not go before what it does
 * need (its stylesheets, its pictures), nor count as holding its first paint back (Lighthouse counts a script at
 * high priority that arrived before the paint as render-blocking). index.html without a frame keeps them high: there
 * nothing shows until they have run.
 */
function scriptsAfterFrame(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"')
}

const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The rules nginx needs beyond the files themselves (frames.nginx.conf beside them, docs/frames.md): an address of
 * a route with a parameter has no file of its own, so it is rewritten to its pattern's page (more fixed segments
 * first, as the router ranks them); any other address without a file gets index.html, as before.
 */
export function nginxRules(index: FrameIndex, base: string): string {
  const withParameters = index.frames
    .filter((frame) => frame.path.includes('/:'))
    .map((frame) => ({ ...frame, segments: frame.path.split('/').filter(Boolean) }))
    .sort(
      (a, b) =>
        b.segments.filter((s) => !s.startsWith(':')).length - a.segments.filter((s) => !s.startsWith(':')).length ||
        b.segments.length - a.segments.length,
    )
  const prefix = base.replace(/\/$/, '')
  const rewrites = withParameters.map((frame) => {
    const pattern = frame.segments.map((s) => (s.startsWith(':') ? '[^/]+' : regexEscape(s))).join('/')
    return `  rewrite ^${regexEscape(prefix)}/${pattern}/?$ ${prefix}/${frame.file} last;`
  })
  return [
    '# Written by the build (scripts/prerender/frame-page.ts; docs/frames.md): each route’s frame before JavaScript.',
    `# Include inside server { }, with the build served at ${base} (its files under <root>${base}).`,
    `location ${base} {`,
    '  try_files $uri $uri/index.html @frame;',
    '}',
    'location @frame {',
    ...rewrites,
    `  rewrite ^ ${prefix}/index.html last;`,
    '}',
    '',
  ].join('\n')
}
