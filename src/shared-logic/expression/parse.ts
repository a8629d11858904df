// Expressions are parsed into an AST by jsep and interpreted by evaluate.ts: configs may one day come from a
// server and WeChat pages may run under a strict CSP, so no eval or new Function, ever.
// jsep (3.5 kB gzip) is not in the app's entry, which draws the placeholder and the start-up without a single
// expression: it comes in a chunk of its own (jsep-parser.ts), which the app asks for as it starts and each
// screen's load waits for (loadExpressionParser). Code that parses at once, outside a screen (the checker, the
// embedded backend, Node tools), imports jsep-parser.ts itself.
import type jsep from 'jsep'

export type Ast = jsep.Expression

export class ExpressionSyntaxError extends Error {
  constructor(
    readonly source: string,
    /** The parser's own reason, without the expression (the checker says it in its words). */
    readonly reason: string,
  ) {
    super(`cannot parse {{ ${source} }}: ${reason}`)
    this.name = 'ExpressionSyntaxError'
  }
}

const cache = new Map<string, Ast>()

let parser: ((source: string) => Ast) | undefined
let loading: Promise<void> | undefined

/** Called by jsep-parser.ts as it is imported. */
export function installParser(parse: (source: string) => Ast): void {
  parser = parse
}

/** Resolves once expressions can be parsed: the parser's chunk, asked for once (again after a failed load). */
export function loadExpressionParser(): Promise<void> {
  loading ??= import('./jsep-parser.ts').then(
    () => undefined,
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** Parse one expression (the text between {{ and }}); throws ExpressionSyntaxError. */
export function parseExpression(source: string): Ast {
  const hit = cache.get(source)
  if (hit) return hit
  // A load path that forgot loadExpressionParser: said plainly, not as a config's syntax error.
  if (!parser) throw new Error(`cannot parse {{ ${source.trim()} }} yet: the expression parser is not loaded (loadExpressionParser)`)
  let ast: Ast
  try {
    ast = parser(source)
  } catch (e) {
    throw new ExpressionSyntaxError(source.trim(), e instanceof Error ? e.message : String(e))
  }
  if (ast.type === 'Compound') throw new ExpressionSyntaxError(source.trim(), 'one expression expected')
  if (cache.size > 2000) cache.clear()
  cache.set(source, ast)
  return ast
}

export type TemplatePart = { text: string } | { expr: string }

const MUSTACHE = /\{\{([\s\S]*?)\}\}/g

/** Split a string into literal text and {{ }} expression parts. */
export function splitTemplate(template: string): TemplatePart[] {
  const parts: TemplatePart[] = []
  let last = 0
  for (const m of template.matchAll(MUSTACHE)) {
    if (m.index > last) parts.push({ text: template.slice(last, m.index) })
    parts.push({ expr: m[1] })
    last = m.index + m[0].length
  }
  if (last < template.length) parts.push({ text: template.slice(last) })
  return parts
}

export function hasExpression(value: string): boolean {
  return value.includes('{{')
}

/** The expressions inside a template, for checks that want to parse them all. */
export function expressionsIn(template: string): string[] {
  return splitTemplate(template).flatMap((p) => ('expr' in p ? [p.expr] : []))
}
