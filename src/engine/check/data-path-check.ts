// Every data.<source>.<path> a screen reads in a {{ }}, followed through what that source holds: for a call, the
// response schema of the call (schemas/api, given by the build), wrapped as a paged value when the source reads
// page by page; for a static source, its value. In a list's rows, item.<path> is followed through its records (a
// paged source's, or those its `items` reads). A path that cannot exist is a problem with the nearest existing
// property; where a schema is open (no properties, or additionalProperties not false) anything but a near miss of a
// listed name is allowed, because the backend may send more than the schema lists.
import { ExpressionSyntaxError, parseExpression, splitTemplate, type Ast } from '../../shared-logic/expression/parse.ts'
import '../../shared-logic/expression/jsep-parser.ts' // Parses at once, outside a screen's load: the parser comes with this code (parse.ts).
import type { Finding } from './finding.ts'
import { childPath } from './json-path.ts'
import { closest, nearestHint } from './suggest.ts'
import { said, type Value } from './words.ts'

type Schema = Record<string, unknown>

/** A schema where it sits: its $id (for relative $refs) and what it describes, for messages. */
export interface SchemaAt {
  schema: Schema
  /** The $id of the file it is in (api/points-bill-page.schema.json). */
  id: string
}

/** What the build knows of the data a source holds: where that knowledge is missing, reads are not checked. */
export interface DataShapes {
  /** The schema of the value a source of this kind fetches (a call's response), or undefined when unknown. */
  valueOf: (source: Schema) => (SchemaAt & { of: Value }) | undefined
  /** A $ref written in the schema file `from`, or undefined when it cannot be found. */
  resolve: (ref: string, from: string) => SchemaAt | undefined
}

/** What data.<name> is for a paged source (src/engine/data/paged-source.ts PagedValue). */
const PAGED_FIELDS = ['items', 'page', 'loading', 'error', 'isLastPage', 'loadMore', 'retry', 'reload']

/** One step of a path: a property, a list index, or a computed key the checker cannot know. */
type Step = string | number | null

/** A static source's value as a closed schema: what is written is all there is. */
function schemaOfValue(value: unknown): Schema {
  if (typeof value === 'string') return value.includes('{{') ? {} : { type: 'string' }
  if (typeof value === 'number') return { type: 'number' }
  if (typeof value === 'boolean') return { type: 'boolean' }
  if (value === null) return { type: 'null' }
  if (Array.isArray(value)) return { type: 'array', items: value.length ? { anyOf: value.map(schemaOfValue) } : {} }
  if (typeof value === 'object')
    return {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, schemaOfValue(v)])),
    }
  return {}
}

interface Shapes {
  /** The alternatives a value may be, $refs and allOf/anyOf/oneOf spread out; empty: anything. */
  variants: SchemaAt[]
}

function spread(at: SchemaAt, shapes: DataShapes, seen = new Set<Schema>()): SchemaAt[] | 'open' {
  if (seen.has(at.schema)) return [] // a schema that refers to itself adds nothing new
  seen.add(at.schema)
  const { schema } = at
  if (typeof schema.$ref === 'string') {
    const target = shapes.resolve(schema.$ref, at.id)
    return target ? spread(target, shapes, seen) : 'open'
  }
  const out: SchemaAt[] = []
  const own = Object.keys(schema).some((k) => ['type', 'properties', 'items', 'additionalProperties'].includes(k))
  if (own) out.push(at)
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const list = schema[key]
    if (!Array.isArray(list)) continue
    for (const part of list as Schema[]) {
      const more = spread({ schema: part, id: at.id }, shapes, seen)
      if (more === 'open') return 'open'
      out.push(...more)
    }
  }
  return out.length ? out : 'open'
}

function typesOf(schema: Schema): string[] {
  const t = schema.type
  if (typeof t === 'string') return [t]
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === 'string')
  if (schema.properties || schema.additionalProperties !== undefined) return ['object']
  if (schema.items) return ['array']
  return []
}

type StepResult = { next: Shapes | 'open' } | { missing: string[] }

/** Where one step leads from these alternatives: on, open (anything may follow), or nowhere (with what exists). */
function step(shapes: Shapes, key: Step, data: DataShapes): StepResult {
  const next: SchemaAt[] = []
  const known = new Set<string>()
  let open = false
  for (const at of shapes.variants) {
    const types = typesOf(at.schema)
    if (types.length === 0) return { next: 'open' }
    if ((types.includes('array') || types.includes('string')) && key === 'length') return { next: 'open' }
    if (types.includes('array')) {
      if (typeof key !== 'string') {
        const items = at.schema.items
        if (!items || typeof items !== 'object' || Array.isArray(items)) return { next: 'open' }
        next.push({ schema: items as Schema, id: at.id })
        continue
      }
      known.add('length')
    }
    if (types.includes('string')) known.add('length')
    if (types.includes('object')) {
      if (key === null) return { next: 'open' }
      const properties = (at.schema.properties ?? {}) as Record<string, Schema>
      const name = String(key)
      if (Object.hasOwn(properties, name)) {
        next.push({ schema: properties[name], id: at.id })
        continue
      }
      const extra = at.schema.additionalProperties
      const names = Object.keys(properties)
      if (extra && typeof extra === 'object') next.push({ schema: extra as Schema, id: at.id })
      else if (names.length === 0) return { next: 'open' }
      // An open object may have more than it lists; only a near miss of a listed name is taken for a typo.
      else if (extra !== false && !closest(name, names)) open = true
      for (const p of names) known.add(p)
    }
  }
  if (next.length === 0) return open ? { next: 'open' } : { missing: [...known] }
  const variants: SchemaAt[] = []
  for (const at of next) {
    const more = spread(at, data)
    if (more === 'open') return { next: 'open' }
    variants.push(...more)
  }
  return { next: { variants } }
}

const pathText = (steps: readonly Step[]) =>
  steps.map((s, i) => (typeof s === 'number' ? `[${s}]` : s === null ? '[…]' : i === 0 ? s : `.${s}`)).join('')

/** What an expression reads from: a data source, or the record a list draws (`item`). */
type ReadRoot = 'data' | 'item'

interface Read {
  root: ReadRoot
  steps: Step[]
}

/** A member chain rooted at `data` or `item`: its steps after the name, or undefined when it is not one. */
function chainOf(node: Ast): (Read & { computed: Ast[] }) | undefined {
  const steps: Step[] = []
  const computed: Ast[] = []
  let n = node
  while (n.type === 'MemberExpression') {
    const property = n.property as Ast
    if (n.computed) {
      const v = property.type === 'Literal' ? property.value : undefined
      steps.unshift(typeof v === 'number' ? v : typeof v === 'string' ? v : null)
      computed.push(property)
    } else steps.unshift(property.name as string)
    n = n.object as Ast
  }
  if (n.type !== 'Identifier' || (n.name !== 'data' && n.name !== 'item')) return undefined
  return { root: n.name, steps, computed }
}

/** The reads of one expression, outermost chains only. */
function readsIn(node: Ast, out: Read[]): void {
  if (node.type === 'MemberExpression') {
    const chain = chainOf(node)
    if (chain) {
      out.push({ root: chain.root, steps: chain.steps })
      for (const c of chain.computed) readsIn(c, out)
      return
    }
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const v of value) if (v && typeof v === 'object' && 'type' in v) readsIn(v as Ast, out)
    if (value && typeof value === 'object' && 'type' in value) readsIn(value as Ast, out)
  }
}

/** What data.<name> holds: a value's shapes, or a paged value whose items have these shapes; open: not known. */
type Root = { shapes: Shapes | 'open'; paged: boolean; of: Value } | 'open'

function rootOf(source: unknown, data: DataShapes): Root {
  if (!source || typeof source !== 'object' || Array.isArray(source)) return 'open'
  const written = source as Schema
  if ('static' in written)
    return { shapes: { variants: [{ schema: schemaOfValue(written.static), id: '' }] }, paged: false, of: said('staticValue') }
  const value = data.valueOf(written)
  if (!value) return 'open'
  const whole = spread(value, data)
  const shapes: Shapes | 'open' = whole === 'open' ? 'open' : { variants: whole }
  const paging = written.paging
  if (!paging || typeof paging !== 'object') return { shapes, paged: false, of: value.of }
  // A paged source holds { items, page, … }; its items are the records at paging.records of each response (or the
  // response itself, when it is a list).
  const records = (paging as Schema).records
  let list = shapes
  if (list !== 'open' && !list.variants.some((v) => typesOf(v.schema).includes('array'))) {
    for (const key of (typeof records === 'string' ? records : 'records').split('.')) {
      const r: StepResult = list === 'open' ? { next: 'open' } : step(list, key, data)
      list = 'next' in r ? r.next : 'open'
    }
  }
  return { shapes: list, paged: true, of: value.of }
}

type Followed = { at: number; missing: string[] } | { shapes: Shapes | 'open' }

/** Follow steps from these shapes, starting at step `from`: where it leads, or the step that leads nowhere. */
function followSteps(start: Shapes | 'open', steps: readonly Step[], from: number, data: DataShapes): Followed {
  let shapes = start
  for (let i = from; i < steps.length; i++) {
    if (shapes === 'open') return { shapes }
    const r = step(shapes, steps[i], data)
    if ('missing' in r) return { at: i, missing: r.missing }
    shapes = r.next
  }
  return { shapes }
}

/** Follow one data.<name>… read from its source's value (steps[0] is the name). */
function follow(root: Exclude<Root, 'open'>, steps: readonly Step[], data: DataShapes): Followed {
  if (!root.paged) return followSteps(root.shapes, steps, 1, data)
  const first = steps[1]
  if (first === undefined || first === null) return { shapes: 'open' }
  if (typeof first === 'number' || !PAGED_FIELDS.includes(first)) return { at: 1, missing: PAGED_FIELDS }
  if (first !== 'items') return { shapes: 'open' }
  return followSteps(root.shapes, steps, 2, data) // shapes is the list of records
}

/** The record a list draws (`item` in its `item` nodes): what it is and where it comes from. */
interface ItemShapes {
  shapes: Shapes | 'open'
  of: Value
}

/** The records' shapes of a list of shapes, or open. */
function recordsOf(list: Shapes | 'open', data: DataShapes): Shapes | 'open' {
  if (list === 'open') return 'open'
  const r = step(list, null, data)
  return 'next' in r ? r.next : 'open'
}

/** The message for a read whose step `miss.at` leads nowhere. */
function missing(
  root: string,
  steps: readonly Step[],
  miss: { at: number; missing: string[] },
  found: { of: Value; paged: boolean },
  where: Value,
) {
  const key = steps[miss.at]
  const wrong = key === null ? '[…]' : String(key)
  return said('unknownDataPath', {
    path: `${root}.${pathText(steps.slice(0, miss.at + 1))}`,
    where,
    at: miss.at === 0 ? root : `${root}.${pathText(steps.slice(0, miss.at))}`,
    name: wrong,
    mean:
      miss.missing.length === 0
        ? said('noProperties')
        : miss.missing.join() === 'length'
          ? said('onlyLength')
          : nearestHint(wrong, miss.missing),
    of: found.paged && miss.at === 1 ? said('pagedValue', { of: found.of }) : found.of,
  })
}

// Top-level keys that are not read at run time.
const notTemplates = new Set(['$schema', 'id', 'routes'])

/** Problems of every data.<source>.<path> read in a config's {{ }}, each at the JSON path of its string. */
export function dataPathProblems(config: unknown, data: DataShapes): Finding[] {
  if (!config || typeof config !== 'object' || Array.isArray(config)) return []
  const sources = (config as Schema).data
  const declared = sources && typeof sources === 'object' && !Array.isArray(sources) ? (sources as Schema) : {}
  const roots = new Map<string, Root>()
  const rootNamed = (name: string): Root => {
    if (!Object.hasOwn(declared, name)) return 'open' // an unknown source is expression-check.ts's problem
    if (!roots.has(name)) roots.set(name, rootOf(declared[name], data))
    return roots.get(name) ?? 'open'
  }
  const out: Finding[] = []
  /** Where a read leads: its shapes (open when unknown), or the step that leads nowhere; with what it reads. */
  const lead = (read: Read, item: ItemShapes | undefined): { followed: Followed; of: Value; paged: boolean } | undefined => {
    if (read.root === 'item') return item && { followed: followSteps(item.shapes, read.steps, 0, data), of: item.of, paged: false }
    const name = read.steps[0]
    const root = typeof name === 'string' ? rootNamed(name) : 'open'
    return root === 'open' ? undefined : { followed: follow(root, read.steps, data), of: root.of, paged: root.paged }
  }
  const parsed = (expr: string): Ast | undefined => {
    try {
      return parseExpression(expr)
    } catch (e) {
      if (e instanceof ExpressionSyntaxError) return undefined // expression-check.ts says it
      throw e
    }
  }
  const checkString = (text: string, path: string, item: ItemShapes | undefined) => {
    for (const part of splitTemplate(text)) {
      if (!('expr' in part)) continue
      const ast = parsed(part.expr)
      if (!ast) continue
      const reads: Read[] = []
      readsIn(ast, reads)
      const once = new Set<string>()
      for (const read of reads) {
        const { root, steps } = read
        const text = `${root}.${pathText(steps)}`
        if (once.has(text)) continue
        once.add(text)
        const found = lead(read, item)
        if (!found || !('missing' in found.followed)) continue
        const miss = found.followed
        out.push({ path, said: missing(root, steps, miss, found, said('inExpression', { expr: part.expr.trim() })) })
      }
    }
  }
  /** The record a list node draws: its paged source's records, or the list its `items` reads. */
  const itemOf = (list: Schema, item: ItemShapes | undefined): ItemShapes | undefined => {
    if (typeof list.source === 'string') {
      const root = rootNamed(list.source)
      return root === 'open' || !root.paged ? undefined : { shapes: recordsOf(root.shapes, data), of: root.of }
    }
    const parts = typeof list.items === 'string' ? splitTemplate(list.items.trim()) : []
    const only = parts.length === 1 && 'expr' in parts[0] ? parsed(parts[0].expr) : undefined
    const chain = only && chainOf(only)
    const found = chain && lead(chain, item)
    if (!found || !('shapes' in found.followed)) return undefined
    return { shapes: recordsOf(found.followed.shapes, data), of: found.of }
  }
  const walk = (value: unknown, path: string, item: ItemShapes | undefined): void => {
    if (typeof value === 'string') {
      if (value.includes('{{')) checkString(value, path, item)
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, childPath(path, i), item))
    else if (value && typeof value === 'object') {
      const node = value as Schema
      const isList = node.type === 'list' && !('action' in node)
      // Inside a list's rows, `item` is its record; elsewhere in the list it is what it was outside.
      const record = isList ? itemOf(node, item) : undefined
      // A list's `key` names a field of its records.
      if (record && typeof node.key === 'string') {
        const steps = [node.key]
        const followed = followSteps(record.shapes, steps, 0, data)
        if ('missing' in followed)
          out.push({ path: childPath(path, 'key'), said: missing('item', steps, followed, { of: record.of, paged: false }, '') })
      }
      for (const [k, v] of Object.entries(node)) {
        if (path === '' && notTemplates.has(k)) continue
        walk(v, childPath(path, k), isList && k === 'item' ? record : item)
      }
    }
  }
  walk(config, '', undefined)
  // A paged source's `paging.records` is a dot path to the records in each response.
  for (const [name, source] of Object.entries(declared)) {
    const paging = source && typeof source === 'object' ? (source as Schema).paging : undefined
    const records = paging && typeof paging === 'object' ? (paging as Schema).records : undefined
    const value = typeof records === 'string' ? data.valueOf(source as Schema) : undefined
    const whole = value ? spread(value, data) : 'open'
    if (typeof records !== 'string' || !value || whole === 'open' || whole.some((v) => typesOf(v.schema).includes('array'))) continue
    const steps = records.split('.')
    const followed = followSteps({ variants: whole }, steps, 0, data)
    if ('missing' in followed)
      out.push({
        path: childPath(childPath(childPath('/data', name), 'paging'), 'records'),
        said: missing('response', steps, followed, { of: value.of, paged: false }, ''),
      })
  }
  return out
}
