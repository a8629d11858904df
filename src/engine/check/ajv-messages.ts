// Turn ajv's errors into one message per mistake (words.ts). ajv reports every failed branch of a oneOf and every
// failed sub-keyword of propertyNames; people need the one that explains the value they wrote. Used by the
// build's checker (Ajv in Node) and by the precompiled validator for screens that arrive at run time alike.
import type { ErrorObject } from 'ajv'
import type { Finding } from './finding.ts'
import { childPath } from './json-path.ts'
import { didYouMean } from './suggest.ts'
import { said, type Said, type Value, type WordKey } from './words.ts'

/** The marker keyword the checker puts on the node, action and data-source unions (scripts/screens/schema-check.ts). */
export const UNION_KEYWORD = 'x-edu-union'

type Schema = Record<string, unknown>

// Patterns of the screen language, said in words. A pattern missing here is still reported, as a regex.
const PATTERN_WORDS: Record<string, WordKey> = {
  '^[a-z0-9][a-z0-9_-]*(/[a-z0-9][a-z0-9_-]*)*$': 'patternId',
  '^/([A-Za-z0-9_.~:-]+(/[A-Za-z0-9_.~:-]+)*)?$': 'patternRoute',
  '^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$': 'patternExpression',
  '^[A-Za-z][A-Za-z0-9_-]*$': 'patternName',
  '^[A-Za-z][A-Za-z0-9_]*$': 'patternWord',
  '^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z0-9_]+)*$': 'patternState',
}

const TYPE_WORDS: Record<string, WordKey> = {
  string: 'typeString',
  number: 'typeNumber',
  integer: 'typeInteger',
  boolean: 'typeBoolean',
  object: 'typeObject',
  array: 'typeArray',
  null: 'typeNull',
}

const REF_WORDS: Record<string, WordKey> = {
  'action.schema.json': 'refAction',
  'node.schema.json': 'refNode',
  'data-source.schema.json': 'refDataSource',
  expression: 'refExpression',
}

/** What a union's marker says when the value is not even an object. */
const UNION_WORDS: Record<string, WordKey> = { nodes: 'mustBeNode', actions: 'mustBeAction', 'data-sources': 'mustBeDataSource' }

/** "a, b or c": each alternative a message of its own. */
function anyOf(words: Said[]): Said {
  if (words.length === 0) return said('somethingElse')
  return words.slice(1).reduce((all, next) => said('orList', { all, next }), words[0])
}

function typeWords(type: unknown): Said {
  const types = Array.isArray(type) ? type : String(type).split(',')
  return anyOf(types.map((t) => (TYPE_WORDS[String(t)] ? said(TYPE_WORDS[String(t)]) : said('refOther', { name: String(t) }))))
}

/** What a oneOf branch accepts, in words: "true or false", "a {{ }} expression", "a list of actions". */
function describe(branch: unknown): Said {
  if (!branch || typeof branch !== 'object') return said('somethingElse')
  const s = branch as Schema
  if (typeof s.$ref === 'string') {
    const last = s.$ref.split(/[/#]/).filter(Boolean).pop() ?? s.$ref
    return REF_WORDS[last] ? said(REF_WORDS[last]) : said('refOther', { name: last.replace(/\.schema\.json$/, '') })
  }
  if (s.type === 'array' && s.items) {
    const item = describe(s.items)
    if (item.word === 'refAction') return said('listOfActions')
    if (item.word === 'refNode') return said('listOfNodes')
    return said('listOf', { what: item })
  }
  if (s.type !== undefined) return typeWords(s.type)
  if (Array.isArray(s.enum)) return said('oneOfValues', { list: s.enum.join(', ') })
  return said('somethingElse')
}

function patternWords(pattern: string): Said {
  const known = PATTERN_WORDS[pattern]
  return said('mustMatch', { rule: known ? said(known) : said('patternOther', { pattern }) })
}

/** One ajv error on its own, in words. */
function single(e: ErrorObject, unions: Record<string, Value>): Finding {
  const p = e.params as Record<string, unknown>
  const parent = (e.parentSchema ?? {}) as Schema
  const at = (message: Said, path = e.instancePath): Finding => ({ path, said: message })
  const n = Number(p.limit)
  switch (e.keyword) {
    case 'type': {
      const union = parent[UNION_KEYWORD]
      if (typeof union === 'string' && UNION_WORDS[union]) return at(said(UNION_WORDS[union], { list: unions[union] ?? '' }))
      return at(said('mustBeType', { what: typeWords(p.type) }))
    }
    case 'required':
      return at(said('required', { name: String(p.missingProperty) }))
    case 'additionalProperties': {
      const name = String(p.additionalProperty)
      const known = Object.keys(parent.properties ?? {})
      // JSON Schema's common mistake: rjsf's old enumNames instead of oneOf with const and title.
      if (name === 'enumNames' && !known.includes(name)) return at(said('enumNames'), childPath(e.instancePath, name))
      return at(said('unknownProperty', { name, mean: didYouMean(name, known) }), childPath(e.instancePath, name))
    }
    case 'enum':
      return at(said('mustBeOneOf', { list: (p.allowedValues as unknown[]).map(String).join(', ') }))
    case 'const':
      return at(said('mustBeConst', { value: JSON.stringify(p.allowedValue) }))
    case 'pattern':
      return at(patternWords(String(p.pattern)))
    case 'minItems':
      return at(n === 1 ? said('notEmpty') : said('minItems', { n }))
    case 'maxItems':
      return at(said('maxItems', { n }))
    case 'minLength':
      return at(n === 1 ? said('notEmpty') : said('minLength', { n }))
    case 'maxLength':
      return at(said('maxLength', { n }))
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return at(said(e.keyword, { n: String(p.limit) }))
    case 'format':
      return at(said('format', { format: String(p.format) }))
    case 'false schema':
      return at(said('notAllowed'))
    case 'x-edu-said':
      // Said already by the precompiled validator's entry (its union and data-source errors).
      return at((e as ErrorObject & { said: Said }).said)
    default:
      return at(said('schemaOther', { keyword: e.keyword, detail: e.message ?? e.keyword }))
  }
}

interface Item extends Finding {
  keyword: string
}

const within = (path: string, root: string) => path === root || path.startsWith(`${root}/`)

/** Take the run of items at the end of `pending` that lie at or under `root` (a keyword's sub-errors). */
function takeTrailing(pending: Item[], root: string, also: (i: Item) => boolean = () => true): Item[] {
  let start = pending.length
  while (start > 0 && within(pending[start - 1].path, root) && also(pending[start - 1])) start--
  return pending.splice(start)
}

/**
 * One finding per mistake. `unions`: what fills a union's message (the data-source kinds for "must be a data
 * source: an object with one of the keys ...").
 */
export function plainProblems(errors: readonly ErrorObject[], unions: Record<string, Value> = {}): Finding[] {
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
        pending.push({ path: root, keyword: 'oneOf', said: said('mustBeType', { what: anyOf(branches.map(describe)) }) })
      }
      continue
    }
    if (e.keyword === 'propertyNames') {
      const name = String((e.params as Record<string, unknown>).propertyName)
      const sub = takeTrailing(pending, root, (i) => i.keyword.startsWith('propertyNames:'))
      const why = sub.length ? sub[0].said : said('notAllowed')
      pending.push({ path: childPath(root, name), keyword: 'propertyNames', said: said('propertyName', { name, why }) })
      continue
    }
    const keyword = e.schemaPath.includes('/propertyNames/') ? `propertyNames:${e.keyword}` : e.keyword
    pending.push({ ...single(e, unions), keyword })
  }
  const seen = new Set<string>()
  return pending
    .map(({ path, said }) => ({ path, said }))
    .filter((p) => {
      const key = `${p.path}\n${JSON.stringify(p.said)}`
      return seen.has(key) ? false : (seen.add(key), true)
    })
}
