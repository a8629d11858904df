// A small interpreter over the jsep AST. It reads only own properties of the scope, never reaches
// __proto__, constructor or prototype, and can call only registered functions: a config cannot run code.
import { FORBIDDEN_KEYS } from './forbidden-keys'
import type { Ast } from './parse'
import { parseExpression, splitTemplate } from './parse'

export type ExpressionFunction = (...args: unknown[]) => unknown

export interface EvalEnv {
  /** Registered expression functions, such as date(value, 'YYYY年M月D日 HH:mm'). */
  functions: { get(name: string): ExpressionFunction | undefined }
  /** Told about unknown names and failing expressions; silent in production. */
  warn: (message: string) => void
}

const GLOBAL_LITERALS: Record<string, unknown> = { undefined: undefined, NaN: Number.NaN, Infinity: Number.POSITIVE_INFINITY }

class EvalError extends Error {}

function readProperty(target: unknown, key: unknown): unknown {
  if (target === null || target === undefined) return undefined
  const name = typeof key === 'number' ? String(key) : key
  if (typeof name !== 'string') throw new EvalError(`a property name must be a string or a number, got ${typeof key}`)
  if (FORBIDDEN_KEYS.has(name)) throw new EvalError(`"${name}" cannot be read`)
  if (typeof target === 'string') {
    if (name === 'length') return target.length
    return /^\d+$/.test(name) ? target[Number(name)] : undefined
  }
  if (typeof target !== 'object') return undefined
  return Object.prototype.hasOwnProperty.call(target, name) ? (target as Record<string, unknown>)[name] : undefined
}

function binary(op: string, a: unknown, b: unknown): unknown {
  const x = a as number
  const y = b as number
  switch (op) {
    case '+':
      return typeof a === 'string' || typeof b === 'string' ? String(a ?? '') + String(b ?? '') : x + y
    case '-':
      return x - y
    case '*':
      return x * y
    case '/':
      return x / y
    case '%':
      return x % y
    case '==':
      return a == b
    case '!=':
      return a != b
    case '===':
      return a === b
    case '!==':
      return a !== b
    case '<':
      return x < y
    case '>':
      return x > y
    case '<=':
      return x <= y
    case '>=':
      return x >= y
    default:
      throw new EvalError(`operator ${op} is not supported`)
  }
}

function unary(op: string, v: unknown): unknown {
  switch (op) {
    case '!':
      return !v
    case '-':
      return -(v as number)
    case '+':
      return Number(v)
    default:
      throw new EvalError(`operator ${op} is not supported`)
  }
}

function run(node: Ast, scope: object, env: EvalEnv): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value
    case 'Identifier': {
      const name = node.name as string
      if (Object.prototype.hasOwnProperty.call(scope, name)) return (scope as Record<string, unknown>)[name]
      if (Object.prototype.hasOwnProperty.call(GLOBAL_LITERALS, name)) return GLOBAL_LITERALS[name]
      env.warn(`unknown name "${name}"`)
      return undefined
    }
    case 'MemberExpression': {
      const target = run(node.object as Ast, scope, env)
      const key = node.computed ? run(node.property as Ast, scope, env) : (node.property as Ast).name
      return readProperty(target, key)
    }
    case 'BinaryExpression': {
      const op = node.operator as string
      const left = run(node.left as Ast, scope, env)
      if (op === '&&') return left ? run(node.right as Ast, scope, env) : left
      if (op === '||') return left ? left : run(node.right as Ast, scope, env)
      if (op === '??') return left ?? run(node.right as Ast, scope, env)
      return binary(op, left, run(node.right as Ast, scope, env))
    }
    case 'UnaryExpression':
      return unary(node.operator as string, run(node.argument as Ast, scope, env))
    case 'ConditionalExpression':
      return run(node.test as Ast, scope, env) ? run(node.consequent as Ast, scope, env) : run(node.alternate as Ast, scope, env)
    case 'ArrayExpression':
      return (node.elements as (Ast | null)[]).map((e) => (e ? run(e, scope, env) : undefined))
    case 'CallExpression': {
      const callee = node.callee as Ast
      if (callee.type !== 'Identifier') throw new EvalError('only registered functions can be called, like date(x, "YYYY-MM-DD")')
      const fn = env.functions.get(callee.name as string)
      if (!fn) throw new EvalError(`unknown function "${callee.name as string}"`)
      return fn(...(node.arguments as Ast[]).map((a) => run(a, scope, env)))
    }
    default:
      throw new EvalError(`${node.type} is not supported in expressions`)
  }
}

/** Evaluate one expression; a syntax error or a failure becomes undefined and a warning, never a throw. */
export function evaluate(source: string, scope: object, env: EvalEnv): unknown {
  try {
    return run(parseExpression(source), scope, env)
  } catch (e) {
    env.warn(`{{ ${source.trim()} }}: ${e instanceof Error ? e.message : String(e)}`)
    return undefined
  }
}

function display(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** A string that is exactly one {{ }} yields the raw value; otherwise the parts are joined as text. */
export function renderTemplate(template: string, scope: object, env: EvalEnv): unknown {
  if (!template.includes('{{')) return template
  const parts = splitTemplate(template)
  if (parts.length === 1 && 'expr' in parts[0]) return evaluate(parts[0].expr, scope, env)
  return parts.map((p) => ('expr' in p ? display(evaluate(p.expr, scope, env)) : p.text)).join('')
}
