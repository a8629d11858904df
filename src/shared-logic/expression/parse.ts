// Expressions are parsed into an AST by jsep and interpreted by evaluate.ts: configs may one day come from a
// server and WeChat pages may run under a strict CSP, so no eval or new Function, ever.
import jsep from 'jsep'

// jsep 1.6 parses ?? itself: its shared operator table is never changed here (it is jsep's one piece of
// module-wide state, and we leave it as shipped).
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

/** Parse one expression (the text between {{ and }}); throws ExpressionSyntaxError. */
export function parseExpression(source: string): Ast {
  const hit = cache.get(source)
  if (hit) return hit
  let ast: Ast
  try {
    ast = jsep(source)
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
