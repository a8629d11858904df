// A strict Content-Security-Policy for the built app, written into index.html as a <meta> tag at build time, so
// it holds on any static host. The same policy can be sent as a header (README.md "Content-Security-Policy");
// frame-ancestors only works as a header, so it is not in the tag (a <meta> with it makes Chromium log an error).
import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'

/** The build-time variables whose addresses the app calls with fetch or sendBeacon: each environment's API
 * address too (VITE_API_BASE_STAGING…, src/platform/api-base.ts), since the 调试 switcher may choose any. */
const CONNECTED_ENV = [
  'VITE_API_BASE',
  'VITE_ERROR_ENDPOINT',
  // The chat socket (src/api/socket/ws-url.ts): without its host the socket cannot connect.
  'VITE_WS_HOST',
  ...['LOCAL', 'DEVELOPMENT', 'STAGING', 'UAT', 'PRODUCTION'].map((e) => `VITE_API_BASE_${e}`),
] as const

/** The origin of an absolute http(s)/ws(s) address; undefined for a path on this origin (covered by 'self'). */
export function originOf(address: string | undefined): string | undefined {
  if (!address || !/^(https?|wss?):\/\//i.test(address)) return undefined
  return new URL(address).origin
}

/** 'sha256-…' of each inline <script> (one without src) in the page, as script-src needs them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return hashes
}

export interface PolicyInput {
  /** Inline script hashes, quoted. */
  scriptHashes: string[]
  /** Origins the app calls besides its own (the API and socket hosts of the build). */
  connectOrigins: string[]
  /** Origins pictures may come from besides the app (the backend's file hosts, VITE_IMAGE_HOSTS). */
  imageOrigins?: string[]
}

/** Where WECHAT_SDK_URL and WECOM_SDK_URL (src/platform/wechat-sdk.ts) are served. */
export const WECHAT_SDK_ORIGIN = 'https://res.wx.qq.com'

/** The policy, directive by directive. */
export function contentSecurityPolicy({ scriptHashes, connectOrigins, imageOrigins = [] }: PolicyInput): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // Only our own bundles and the hashed inline loader: no 'unsafe-inline', no 'unsafe-eval' (the build already
    // has no string-to-code call, see scripts/size; this makes the browser enforce it).
    // Tencent's official JS-SDK (WeChat and WeCom share) is loaded from its own host, and only inside those hosts
    // (src/platform/wechat-sdk.ts).
    ['script-src', "'self'", WECHAT_SDK_ORIGIN, ...scriptHashes],
    // antd-mobile positions and animates with inline style attributes (react-spring, popups, CSS variables), which
    // no hash can cover; inline styles cannot run code, so allowing them keeps scripts strict.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Pictures from the app and the configured file hosts only: a picture's address is a request, and a screen
    // config from outside the build could otherwise send data anywhere in one (issue 33). The same hosts are the
    // only ones such a config may name (src/platform/image-hosts.ts).
    ['img-src', "'self'", 'data:', 'blob:', ...imageOrigins],
    ['font-src', "'self'", 'data:'],
    // 'self' is the embedded backend in mock mode (its service worker answers /edu/api) and the screen chunks.
    ['connect-src', "'self'", ...connectOrigins],
    // The embedded backend's service worker (mock mode).
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ]
  return directives.map((d) => d.join(' ')).join('; ')
}

/** The img-src origins of a build: https:// and each host of VITE_IMAGE_HOSTS (host or host:port). */
export function imageOriginsOf(env: Record<string, string | undefined>): string[] {
  const hosts = (env.VITE_IMAGE_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)
  return [...new Set(hosts.map((h) => `https://${h}`))]
}

/** The connect-src origins of a build, from its environment. */
export function connectOriginsOf(env: Record<string, string | undefined>): string[] {
  const origins = CONNECTED_ENV.map((name) => originOf(env[name])).filter((o): o is string => !!o)
  return [...new Set(origins)]
}

export function cspPlugin(): Plugin {
  let env: Record<string, string | undefined> = {}
  return {
    name: 'edu-csp',
    // The dev server injects inline scripts (HMR, React refresh) and evaluates modules: the policy is for builds.
    apply: 'build',
    configResolved(config) {
      // Vite's env holds the VITE_ variables of .env files and of the process environment.
      env = config.env
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // Only the app's page: Storybook builds its own iframe.html with this config and inline scripts.
        if (!ctx.path.endsWith('/index.html')) return html
        const policy = contentSecurityPolicy({
          scriptHashes: inlineScriptHashes(html),
          connectOrigins: connectOriginsOf(env),
          imageOrigins: imageOriginsOf(env),
        })
        return {
          html,
          tags: [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' }],
        }
      },
    },
  }
}
