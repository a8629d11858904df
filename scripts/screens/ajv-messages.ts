// Turn ajv's errors into one plain-English line per mistake. ajv reports every failed branch of a oneOf and
// every failed sub-keyword of propertyNames; people need the one that explains the value they wrote.
import type { ErrorObject } from 'ajv'
import { childPath } from './json-path.ts'
import { didYouMean } from './suggest.ts'

export interface PathProblem {
  path: string
  message: string
}

/** The marker keyword the checker puts on the node, action and data-source unions (see schema-check.ts). */
export const UNION_KEYWORD = 'x-edu-union'

type Schema = Record<string, unknown>

// Patterns of the screen language, said in words. A pattern missing here is still reported, as a regex.
const PATTERN_WORDS: Record<string, string> = {
  '^[a-z0-9][a-z0-9_-]*(/[a-z0-9][a-z0-9_-]*)*$':
    'must be lower-case letters, digits, - and _, in parts separated by / (like home/no-data)',
  '^/([A-Za-z0-9_.~:-]+(/[A-Za-z0-9_.~:-]+)*)?$':
    'must be a path starting with /, made of letters, digits, - _ . ~ and :parameters, with no / at the end (like /integral/detail)',
  '^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$': 'must be a single {{ }} expression',
  '^[A-Za-z][A-Za-z0-9_-]*$': 'must start with a letter, followed by letters, digits, _ or -',
  '^[A-Za-z][A-Za-z0-9_]*$': 'must start with a letter, followed by letters, digits or _',
  '^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z0-9_]+)*$': 'must be a state name, dotted for nested values (like filter.name)',
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
}

const REF_WORDS: Record<string, string> = {
  'action.schema.json': 'an action',
  'node.schema.json': 'a node',
  'data-source.schema.json': 'a data source',
  expression: 'a {{ }} expression',
}

function anyOf(words: string[]): string {
  if (words.length < 2) return words[0] ?? 'something else'
  return `${words.slice(0, -1).join(', ')}, or ${words[words.length - 1]}`
}

function typeWords(type: unknown): string {
  const types = Array.isArray(type) ? type : String(type).split(',')
  return anyOf(types.map((t) => TYPE_WORDS[String(t)] ?? String(t)))
}

function plural(phrase: string): string {
  return /^an? /.test(phrase) ? `${phrase.replace(/^an? /, '')}s` : phrase
}

/** What a oneOf branch accepts, in words: "true or false", "a {{ }} expression", "a list of actions". */
function describe(branch: unknown): string {
  if (!branch || typeof branch !== 'object') return 'something else'
  const s = branch as Schema
  if (typeof s.$ref === 'string') {
    const last = s.$ref.split(/[/#]/).filter(Boolean).pop() ?? s.$ref
    return REF_WORDS[last] ?? `a ${last.replace(/\.schema\.json$/, '')}`
  }
  if (s.type === 'array' && s.items) return `a list of ${plural(describe(s.items))}`
  if (s.type !== undefined) return typeWords(s.type)
  if (Array.isArray(s.enum)) return `one of ${s.enum.join(', ')}`
  return 'something else'
}

function patternWords(pattern: string): string {
  return PATTERN_WORDS[pattern] ?? `must match the pattern ${pattern}`
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`
}

/** One ajv error on its own, in words. */
function single(e: ErrorObject, unionWords: Record<string, string>): PathProblem {
  const p = e.params as Record<string, unknown>
  const parent = (e.parentSchema ?? {}) as Schema
  const at = (message: string, path = e.instancePath) => ({ path, message })
  switch (e.keyword) {
    case 'type': {
      const union = parent[UNION_KEYWORD]
      return at(typeof union === 'string' && unionWords[union] ? unionWords[union] : `must be ${typeWords(p.type)}`)
    }
    case 'required':
      return at(`"${String(p.missingProperty)}" is required`)
    case 'additionalProperties': {
      const name = String(p.additionalProperty)
      const known = Object.keys(parent.properties ?? {})
      return at(`unknown property "${name}"${didYouMean(name, known)}`, childPath(e.instancePath, name))
    }
    case 'enum':
      return at(`must be one of: ${(p.allowedValues as unknown[]).map(String).join(', ')}`)
    case 'const':
      return at(`must be ${JSON.stringify(p.allowedValue)}`)
    case 'pattern':
      return at(patternWords(String(p.pattern)))
    case 'minItems':
      return at(Number(p.limit) === 1 ? 'must not be empty' : `must have at least ${count(Number(p.limit), 'entry', 'entries')}`)
    case 'maxItems':
      return at(`must have at most ${count(Number(p.limit), 'entry', 'entries')}`)
    case 'minLength':
      return at(Number(p.limit) === 1 ? 'must not be empty' : `must be at least ${count(Number(p.limit), 'character', 'characters')}`)
    case 'maxLength':
      return at(`must be at most ${count(Number(p.limit), 'character', 'characters')}`)
    case 'minimum':
      return at(`must be at least ${String(p.limit)}`)
    case 'maximum':
      return at(`must be at most ${String(p.limit)}`)
    case 'exclusiveMinimum':
      return at(`must be more than ${String(p.limit)}`)
    case 'exclusiveMaximum':
      return at(`must be less than ${String(p.limit)}`)
    case 'format':
      return at(`must be a valid ${String(p.format)}`)
    case 'false schema':
      return at('is not allowed here')
    default:
      return at(e.message ?? `fails ${e.keyword}`)
  }
}

interface Item extends PathProblem {
  keyword: string
}

const within = (path: string, root: string) => path === root || path.startsWith(`${root}/`)

/** Take the run of items at the end of `pending` that lie at or under `root` (a keyword's sub-errors). */
function takeTrailing(pending: Item[], root: string, also: (i: Item) => boolean = () => true): Item[] {
  let start = pending.length
  while (start > 0 && within(pending[start - 1].path, root) && also(pending[start - 1])) start--
  return pending.splice(start)
}

export function plainProblems(errors: readonly ErrorObject[], unionWords: Record<string, string>): PathProblem[] {
  const pending: Item[] = []
  for (const e of errors) {
    const root = e.instancePath
    if (e.keyword === 'oneOf') {
      // The branches' errors precede the oneOf error. When the value's JSON type rules out all branches but one
      // and that branch failed deeper down, its errors are the real story; otherwise say what would be accepted.
      const sub = takeTrailing(pending, root)
      const wrongType = sub.filter((i) => i.path === root && i.keyword === 'type')
      const rest = sub.filter((i) => !wrongType.includes(i))
      if (rest.length > 0 && rest.every((i) => i.path !== root)) pending.push(...rest)
      else {
        const branches = Array.isArray(e.schema) ? e.schema : []
        pending.push({ path: root, keyword: 'oneOf', message: `must be ${anyOf(branches.map(describe))}` })
      }
      continue
    }
    if (e.keyword === 'propertyNames') {
      const name = String((e.params as Record<string, unknown>).propertyName)
      const sub = takeTrailing(pending, root, (i) => i.keyword.startsWith('propertyNames:'))
      const why = sub.map((i) => i.message).join('; ') || 'is not allowed'
      pending.push({ path: childPath(root, name), keyword: 'propertyNames', message: `the name "${name}" ${why}` })
      continue
    }
    const keyword = e.schemaPath.includes('/propertyNames/') ? `propertyNames:${e.keyword}` : e.keyword
    pending.push({ ...single(e, unionWords), keyword })
  }
  const seen = new Set<string>()
  return pending
    .map(({ path, message }) => ({ path, message }))
    .filter((p) => {
      const key = `${p.path}\n${p.message}`
      return seen.has(key) ? false : (seen.add(key), true)
    })
}
