// Every {{ }} in a screen, parsed with the runtime's own parser and looked over the way the runtime will run
// it: functions must be registered (the build's builtins, or what the running engine registered), names must be in scope, data.<name> must be a data source the screen
// declares. The runtime turns these mistakes into blank values and warnings; here they become problems.
import { ExpressionSyntaxError, parseExpression, splitTemplate, type Ast } from '../../shared-logic/expression/parse.ts'
import '../../shared-logic/expression/jsep-parser.ts' // Parses at once, outside a screen's load: the parser comes with this code (parse.ts).
import type { Scope } from '../types.ts'
import type { Finding } from './finding.ts'
import { isQuestionnaire } from './is-questionnaire.ts'
import { childPath } from './json-path.ts'
import { didYouMean, hint } from './suggest.ts'
import { said, type Said, type Value } from './words.ts'

const scopeNames = [
  'route',
  'query',
  'state',
  'data',
  'forms',
  'form',
  'item',
  'params',
  'user',
  'client',
  'result',
  'error',
] as const satisfies readonly (keyof Scope)[]
// Fails to compile when the engine's Scope gains a name this list lacks.
// eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type -- `{}` is the point: the type is empty exactly when the list is complete
const everyScopeName: Record<Exclude<keyof Scope, (typeof scopeNames)[number]>, never> = {}
everyScopeName // eslint-disable-line @typescript-eslint/no-unused-expressions -- read here so noUnusedLocals keeps this compile-time check

const readable = new Set<string>([...scopeNames, 'undefined', 'NaN', 'Infinity'])
const forbidden = new Set(['__proto__', 'constructor', 'prototype'])
// The operators evaluate.ts interprets; jsep parses more (|, <<, ~ ...) that would fail at run time.
const binaryOps = new Set(['+', '-', '*', '/', '%', '==', '!=', '===', '!==', '<', '>', '<=', '>=', '&&', '||', '??'])
const unaryOps = new Set(['!', '-', '+'])
// Top-level keys that are not text shown or computed at run time.
const notTemplates = new Set(['$schema', 'id', 'routes'])

/** What an expression may name besides the scope: the registered functions and the shared wording's keys. */
export interface ExpressionNames {
  functions: readonly string[]
  /** t('key') must name a message of the shared wording; a typo would show the key itself on a user's screen. */
  wording: readonly string[]
}

interface Context extends ExpressionNames {
  /** The screen's data source names; undefined in a shared document (presets), which any screen may use. */
  declaredData: readonly string[] | undefined
  /** Inside a questionnaire, whose rules read `answers` (questionnaire-check.ts checks what they name). */
  answers?: boolean
}

/** Problems in one expression's AST, as messages. */
function astProblems(node: Ast, source: string, cx: Context): Said[] {
  const where = said('inExpression', { expr: source })
  const out: Said[] = []
  const visit = (n: Ast | null | undefined): void => {
    if (!n) return
    switch (n.type) {
      case 'Literal':
        return
      case 'Identifier': {
        const name = n.name as string
        // A screen has no parameters: only a preset (in a shared document) is given them by its use's "with".
        if (name === 'params' && cx.declaredData !== undefined) {
          out.push(said('paramsOutsidePreset', { where }))
          return
        }
        if (!readable.has(name) && !(cx.answers && name === 'answers'))
          out.push(said('unknownName', { name, where, mean: hint(name, scopeNames) }))
        return
      }
      case 'MemberExpression': {
        const object = n.object as Ast
        const property = n.property as Ast
        const key = n.computed ? (property.type === 'Literal' ? property.value : undefined) : property.name
        if (typeof key === 'string' && forbidden.has(key)) out.push(said('forbiddenKey', { name: key, where }))
        const declared = cx.declaredData
        if (declared && object.type === 'Identifier' && object.name === 'data' && typeof key === 'string' && !declared.includes(key)) {
          out.push(unknownData(key, declared, where))
        }
        visit(object)
        if (n.computed) visit(property)
        return
      }
      case 'CallExpression': {
        const callee = n.callee as Ast
        if (callee.type !== 'Identifier') out.push(said('onlyRegistered', { where }))
        else if (callee.name !== 't' && !cx.functions.includes(callee.name as string)) {
          const name = callee.name as string
          out.push(said('unknownFunction', { name, where, mean: hint(name, cx.functions) }))
        }
        const [first] = n.arguments as Ast[]
        if (
          callee.type === 'Identifier' &&
          callee.name === 't' &&
          first?.type === 'Literal' &&
          typeof first.value === 'string' &&
          !cx.wording.includes(first.value)
        ) {
          out.push(said('unknownWording', { key: first.value, where, mean: didYouMean(first.value, cx.wording) }))
        }
        for (const a of n.arguments as Ast[]) visit(a)
        return
      }
      case 'BinaryExpression':
        if (!binaryOps.has(n.operator as string)) out.push(said('unsupportedOperator', { op: n.operator as string, where }))
        visit(n.left as Ast)
        visit(n.right as Ast)
        return
      case 'UnaryExpression':
        if (!unaryOps.has(n.operator as string)) out.push(said('unsupportedOperator', { op: n.operator as string, where }))
        visit(n.argument as Ast)
        return
      case 'ConditionalExpression':
        visit(n.test as Ast)
        visit(n.consequent as Ast)
        visit(n.alternate as Ast)
        return
      case 'ArrayExpression':
        for (const e of n.elements as (Ast | null)[]) visit(e)
        return
      default:
        out.push(said('unsupportedSyntax', { what: n.type === 'ThisExpression' ? '"this"' : n.type, where }))
    }
  }
  visit(node)
  return out
}

export function unknownData(name: string, declared: readonly string[], where: Value = ''): Said {
  const known = declared.length ? said('declaredData', { list: declared.join(', ') }) : said('noDeclaredData')
  return said('unknownData', { name, where, mean: didYouMean(name, declared), declared: known })
}

function templateProblems(text: string, cx: Context): Said[] {
  const out: Said[] = []
  for (const part of splitTemplate(text)) {
    if ('text' in part) {
      if (part.text.includes('{{')) out.push(said('unclosedTemplate'))
      continue
    }
    const source = part.expr.trim()
    try {
      out.push(...astProblems(parseExpression(part.expr), source, cx))
    } catch (e) {
      if (!(e instanceof ExpressionSyntaxError)) throw e
      out.push(said('expressionSyntax', { expr: e.source, detail: e.reason }))
    }
  }
  return out
}

/** Problems in every {{ }} of a screen config, each at the JSON path of its string. */
export function expressionProblems(config: unknown, declaredData: readonly string[] | undefined, names: ExpressionNames): Finding[] {
  const out: Finding[] = []
  const walk = (value: unknown, path: string, cx: Context = { ...names, declaredData }): void => {
    if (typeof value === 'string') {
      if (value.includes('{{')) for (const message of templateProblems(value, cx)) out.push({ path, said: message })
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, childPath(path, i), cx))
    else if (value && typeof value === 'object') {
      const inner = isQuestionnaire(value) ? { ...cx, answers: true } : cx
      for (const [k, v] of Object.entries(value)) if (path !== '' || !notTemplates.has(k)) walk(v, childPath(path, k), inner)
    }
  }
  walk(config, '')
  return out
}
