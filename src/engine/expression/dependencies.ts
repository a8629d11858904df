// Which scope paths an expression reads, found in its AST: `data.account.accountConsumeAmount` reads
// ['data', 'account', 'accountConsumeAmount']; `form.area[0]` reads ['form', 'area', '0']; a computed key
// that is not a literal stops the path there (`item[key]` reads ['item'] and whatever `key` reads).
// Nodes subscribe to these paths, so a change elsewhere in the scope does not redraw them.
import type { Path } from '../scope/paths'
import { expressionsIn, parseExpression, type Ast } from '../../shared-logic/expression/parse'

function memberPath(node: Ast, into: Path[]): Path | undefined {
  if (node.type === 'Identifier') return [node.name as string]
  if (node.type !== 'MemberExpression') {
    collect(node, into)
    return undefined
  }
  const base = memberPath(node.object as Ast, into)
  const property = node.property as Ast
  if (!node.computed) return base && [...base, property.name as string]
  if (property.type === 'Literal' && (typeof property.value === 'string' || typeof property.value === 'number')) {
    return base && [...base, String(property.value)]
  }
  collect(property, into)
  if (base) into.push(base)
  return undefined
}

function collect(node: Ast, into: Path[]): void {
  switch (node.type) {
    case 'Identifier':
    case 'MemberExpression': {
      const path = memberPath(node, into)
      if (path) into.push(path)
      return
    }
    case 'CallExpression':
      // The callee is a registered function's name, not a scope read.
      for (const arg of node.arguments as Ast[]) collect(arg, into)
      return
    default:
      for (const key of ['left', 'right', 'argument', 'test', 'consequent', 'alternate'] as const) {
        const child = node[key] as Ast | undefined
        if (child && typeof child === 'object') collect(child, into)
      }
      if (Array.isArray(node.elements)) for (const e of node.elements as (Ast | null)[]) if (e) collect(e, into)
  }
}

/** The paths one expression reads; a syntax error reads nothing (evaluating it warns). */
export function expressionReads(source: string): Path[] {
  const into: Path[] = []
  try {
    collect(parseExpression(source), into)
  } catch {
    return []
  }
  return into
}

/** The paths every {{ }} in a template reads. */
export function templateReads(template: string): Path[] {
  return expressionsIn(template).flatMap(expressionReads)
}
