// What a screen from outside the build may do (issue 33: a remote, pasted or playground config is untrusted
// data). It reads data only through the data-source kinds listed here (never `inspect`, the last calls and
// screens, nor `storage`, any stored key); it makes calls that only read when it opens (its sources, `enter`, a
// source's `catch`, a countdown's `finish`) and writing calls only from a user's tap (a node's `press`, `submit`,
// `send`...); its pictures come from this site or the configured image hosts and its links stay in the app or go
// to a configured host. The Content-Security-Policy's img-src names the same hosts, so a picture whose address
// is computed at run time is held to the same rule by the browser; navigation goes through the shell's link
// check whatever the config says.
import type { Finding } from '../check/finding.ts'
import { said, type Said, type WordKey } from '../check/words.ts'
import { parseExpression, splitTemplate, type Ast } from '../../shared-logic/expression/parse.ts'
import '../../shared-logic/expression/jsep-parser.ts' // Parses at once, outside a screen's load: the parser comes with this code (parse.ts).
import type { Capability } from '../loaded-screen.ts'
import { ACTING_ACTIONS } from '../../generated/acting-actions.ts'

export interface Capabilities {
  /** Data-source kinds a screen from outside the build may read. */
  sources: readonly string[]
  /** Whether a call of the catalogue only answers ('read') or changes something ('write'); undefined for a name
   * the catalogue lacks (refused as unknown by the checker). */
  effect: (call: string) => 'read' | 'write' | undefined
  /** Whether a picture's address is on this site or a configured host. */
  image: (address: string) => boolean
  /** Whether a link's address stays in the app or goes to a configured host. */
  link: (address: string) => boolean
}

/** The data-source kinds open to screens from outside the build: the backend's answers, constants, regions. */
export const RUN_TIME_SOURCES = ['call', 'static', 'region'] as const

/** A node's action lists that run without a tap (the rest run from the user's press, submit, send, search...). */
const AUTOMATIC_NODE_KEYS = new Set(['finish'])

/** Node and action fields that hold a picture's address. */
const IMAGE_KEYS = new Set(['src', 'poster', 'image', 'icon'])

type Trigger = 'open' | 'tap'

const CAPABILITY_WORDS = {
  'data sources': 'capabilitySources',
  'writing calls': 'capabilityWrites',
  images: 'capabilityImages',
  links: 'capabilityLinks',
} as const satisfies Record<Capability, WordKey>

const pointer = (path: string, key: string | number) => `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`

/** An expression that only reads a value (data.article.cover, item.icon || '/static/x.png'), computing no text. */
function onlyReads(ast: Ast, literalAllowed: (text: string) => boolean): boolean {
  switch (ast.type) {
    case 'Identifier':
      return true
    case 'MemberExpression':
      return onlyReads(ast.object as Ast, literalAllowed) && (!ast.computed || onlyReads(ast.property as Ast, () => true))
    case 'Literal':
      return typeof ast.value !== 'string' || literalAllowed(ast.value)
    case 'BinaryExpression': // jsep reads || and ?? as binary operators
      if (!['||', '??', '&&'].includes(String(ast.operator))) return false
      return onlyReads(ast.left as Ast, literalAllowed) && onlyReads(ast.right as Ast, literalAllowed)
    case 'ConditionalExpression':
      return onlyReads(ast.consequent as Ast, literalAllowed) && onlyReads(ast.alternate as Ast, literalAllowed)
    default:
      return false
  }
}

/**
 * Whether an address written in a config keeps to `allowed`: a plain address is asked as it is; a template must
 * either fix where it goes with its literal start (a path /a/{{ id }}, or https://host/ then the rest) or be one
 * expression that reads a value as it is (the backend's own picture address), never text computed at run time.
 */
export function addressKeeps(value: string, allowed: (address: string) => boolean): boolean {
  const parts = splitTemplate(value)
  const [first] = parts
  if (!first) return true
  if (!parts.some((p) => 'expr' in p)) return allowed(value)
  if ('expr' in first) {
    if (parts.length > 1) return false
    try {
      return onlyReads(parseExpression(first.expr), allowed)
    } catch {
      return false
    }
  }
  const start = first.text
  // A path on this site (/a/ but not //host or /\host), a relative name with its first segment done (static/),
  // or an absolute address whose host is complete (https://host/).
  const fixed = /^\/[^/\\]/.test(start) || /^[^:/\\?#{]+\//.test(start) || /^https?:\/\/[^/\\?#@]+\//i.test(start)
  return fixed && allowed(start)
}

/** Every capability a config asks for that `caps` does not give, each named with where it is. */
export function capabilityProblems(config: unknown, caps: Capabilities): Finding[] {
  const out: Finding[] = []
  const refuse = (path: string, capability: Capability, why: Said) =>
    out.push({ path, capability, said: said('refused', { capability: said(CAPABILITY_WORDS[capability]), why }) })

  const checkSource = (source: Record<string, unknown>, path: string) => {
    const known = ['call', 'static', 'storage', 'inspect', 'chat', 'assistant', 'region']
    // A key that names no kind is the schema check's to report (the checker runs both at once).
    const kind = Object.keys(source).find((k) => known.includes(k))
    if (kind && !caps.sources.includes(kind)) refuse(path, 'data sources', said('refusedSource', { kind, list: caps.sources.join(', ') }))
  }

  const walk = (value: unknown, path: string, trigger: Trigger): void => {
    if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, pointer(path, i), trigger))
      return
    }
    if (!value || typeof value !== 'object') return
    const record = value as Record<string, unknown>
    const isNode = typeof record.type === 'string' && !('action' in record)
    const action = typeof record.action === 'string' ? record.action : undefined
    if (action && trigger === 'open' && ACTING_ACTIONS.has(action)) refuse(path, 'writing calls', said('refusedActing', { action }))
    if (typeof record.call === 'string') {
      // A `call` that is not an action is a data source (a form field's options): fetched without a tap.
      const when = action === 'call' ? trigger : action ? 'tap' : 'open'
      if (when === 'open' && caps.effect(record.call) === 'write')
        refuse(pointer(path, 'call'), 'writing calls', said('refusedWrite', { call: record.call }))
    }
    if (action === 'navigate' && typeof record.to === 'string' && !addressKeeps(record.to, caps.link))
      refuse(pointer(path, 'to'), 'links', said('refusedLink', { to: record.to }))
    for (const [key, child] of Object.entries(record)) {
      const at = pointer(path, key)
      if (typeof child === 'string' && IMAGE_KEYS.has(key) && !addressKeeps(child, caps.image)) {
        refuse(at, 'images', said('refusedImage', { src: child }))
        continue
      }
      // A node's own action lists run from the user's tap, except those that run by themselves.
      const next: Trigger = isNode ? (AUTOMATIC_NODE_KEYS.has(key) ? 'open' : 'tap') : trigger
      walk(child, at, next)
    }
  }

  const root = (config && typeof config === 'object' ? config : {}) as Record<string, unknown>
  for (const [key, child] of Object.entries(root)) {
    const at = pointer('', key)
    if (key === 'data' && child && typeof child === 'object') {
      for (const [name, source] of Object.entries(child as Record<string, unknown>)) {
        if (!source || typeof source !== 'object') continue
        checkSource(source as Record<string, unknown>, pointer(at, name))
        walk(source, pointer(at, name), 'open')
      }
    } else walk(child, at, key === 'enter' ? 'open' : 'tap')
  }
  return out
}
