// Completion for a screen config as it is typed: inside a property name, the properties of the object's kind (a
// node's by its `type`, an action's by its `action`, a data source's by its key, the screen's at the top); inside
// a value, what that property takes (node types, action names, call names, the schema's listed values, JSON
// Schema types in a form's schema) and wording keys inside t('…').
import {
  insertCompletionText,
  pickedCompletion,
  type Completion,
  type CompletionContext,
  type CompletionResult,
  type CompletionSource,
} from '@codemirror/autocomplete'
import { parsedTree } from './parsed-tree'
import type { EditorState } from '@codemirror/state'
import type { SyntaxNode } from '@lezer/common'
import type { Kind, Vocabulary, Word } from './vocabulary'

/** While what is typed stays such a word, the list offered for it stays valid and is only filtered (no new query). */
const WORD = /^[\w$.-]*$/
const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']

/** The string the caret is in on its line: where its opening quote is and where it ends (past its closing quote). */
function stringAt(state: EditorState, pos: number): { start: number; end: number; closed: boolean } | undefined {
  const line = state.doc.lineAt(pos)
  let start = -1
  for (let i = 0; i < pos - line.from; i++) {
    const c = line.text[i]
    if (c === '\\' && start >= 0) i++
    else if (c === '"') start = start >= 0 ? -1 : i
  }
  if (start < 0) return undefined
  const rest = /^(?:[^"\\]|\\.)*("?)/.exec(line.text.slice(pos - line.from)) ?? ['', '']
  return { start: line.from + start, end: pos + rest[0].length, closed: rest[1] === '"' }
}

const unquote = (state: EditorState, node: SyntaxNode | null) =>
  node && /^".*"$/s.test(state.sliceDoc(node.from, node.to)) ? state.sliceDoc(node.from + 1, node.to - 1) : undefined

/** The object's properties as written, each name with its value when that is a string. */
function propertiesOf(state: EditorState, object: SyntaxNode): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>()
  for (let p = object.firstChild; p; p = p.nextSibling) {
    if (p.name !== 'Property') continue
    const name = unquote(state, p.getChild('PropertyName'))
    if (name !== undefined) found.set(name, p.lastChild?.name === 'String' ? unquote(state, p.lastChild) : undefined)
  }
  return found
}

/** The name of the property whose value holds `node` (through a list: `routes` for a route), if any. */
function holderName(state: EditorState, node: SyntaxNode): string | undefined {
  let up = node.parent
  if (up?.name === 'Array') up = up.parent
  return up?.name === 'Property' ? unquote(state, up.getChild('PropertyName')) : undefined
}

/** Whether the node is within a form's `schema` (JSON Schema, where `type` is a JSON type, not a node type). */
function insideSchema(state: EditorState, node: SyntaxNode): boolean {
  for (let up = node.parent; up; up = up.parent)
    if (up.name === 'Property' && unquote(state, up.getChild('PropertyName')) === 'schema') return true
  return false
}

/** What kind of object this is, by what it holds and where it stands. */
function kindOf(state: EditorState, object: SyntaxNode, words: Vocabulary): Kind | undefined {
  const props = propertiesOf(state, object)
  const type = props.get('type')
  if (type !== undefined && !insideSchema(state, object)) return words.nodes.get(type)
  const action = props.get('action')
  if (action !== undefined) return words.actions.get(action)
  for (const name of props.keys()) if (words.sources.has(name)) return words.sources.get(name)
  if (object.parent?.name === 'JsonText') return words.screen
  const holder = holderName(state, object)
  if (holder === 'routes') return words.parts.route
  if (holder === 'header' && object.parent?.parent?.parent?.name === 'JsonText') return words.parts.header
  return undefined
}

const option = (w: Word, type: string, apply?: Completion['apply']): Completion => ({
  label: w.name,
  detail: w.detail,
  info: w.info,
  type,
  apply,
})
const words = (names: Iterable<string>): Word[] => [...names].map((name) => ({ name }))

/** The kinds an object with no `type`, `action` or source key yet may become. */
function starts(v: Vocabulary): Word[] {
  return [
    { name: 'type', detail: '节点：显示什么' },
    { name: 'action', detail: '动作：点按时做什么' },
    ...[...v.sources.values()].map((s) => ({ name: s.name, detail: '数据源', info: s.description })),
  ]
}

function propertyNames(state: EditorState, object: SyntaxNode, v: Vocabulary, typed: string): Word[] {
  const kind = kindOf(state, object, v)
  const present = propertiesOf(state, object)
  present.delete(typed)
  if (insideSchema(state, object)) return []
  const offered = kind ? kind.properties : starts(v)
  return offered.filter((w) => !present.has(w.name))
}

function valueWords(state: EditorState, key: string, object: SyntaxNode, v: Vocabulary): { words: Word[]; type: string } {
  if (insideSchema(state, object) || (key === 'type' && holderName(state, object) === 'schema'))
    return { words: key === 'type' ? words(JSON_TYPES) : [], type: 'type' }
  if (key === 'type') return { words: [...v.nodes.values()].map((k) => ({ name: k.name, info: k.description })), type: 'type' }
  if (key === 'action') return { words: [...v.actions.values()].map((k) => ({ name: k.name, info: k.description })), type: 'function' }
  if (key === 'call') return { words: v.calls, type: 'function' }
  return { words: words(kindOf(state, object, v)?.values[key] ?? []), type: 'enum' }
}

/** The object or list that holds the position (while typing, the parser may not have placed the text yet). */
function container(state: EditorState, pos: number, side: -1 | 1): SyntaxNode | undefined {
  for (let node: SyntaxNode | null = parsedTree(state).resolveInner(pos, side); node; node = node.parent)
    if (node.name === 'Object' || node.name === 'Array') return node
  return undefined
}

/**
 * Write a chosen word over the rest of the string the caret is in (the letters after the caret, and for a name
 * its closing quote and a colon unless one follows). Read when chosen: the text may have changed since it was
 * offered. The offered range ends at the caret, so that only what was typed filters the list.
 */
function writeInString(name: string, asName: boolean): Completion['apply'] {
  return (view, completion, from, to) => {
    const string = stringAt(view.state, to)
    const end = string?.end ?? to
    let text = name
    let until = string?.closed ? end - 1 : end
    if (asName) {
      const colonFollows = /^\s*:/.test(view.state.sliceDoc(end, end + 10))
      text = colonFollows ? `${name}${string?.closed ? '"' : ''}` : `${name}": `
      until = end
    }
    view.dispatch({ ...insertCompletionText(view.state, text, from, until), annotations: pickedCompletion.of(completion) })
  }
}

export function screenCompletion(v: Vocabulary): CompletionSource {
  return (context: CompletionContext): CompletionResult | null => {
    const { state, pos } = context
    const string = stringAt(state, pos)
    if (!string) {
      // Between properties, when asked (Ctrl-Space): the names, quoted.
      const object = container(state, pos, -1)
      if (!context.explicit || object?.name !== 'Object') return null
      return { from: pos, options: propertyNames(state, object, v, '').map((w) => option(w, 'property', `"${w.name}": `)) }
    }
    const from = string.start + 1
    const typed = state.sliceDoc(from, pos)
    const wording = /\bt\(\s*'([^']*)$/.exec(typed)
    if (wording) return { from: pos - (wording[1]?.length ?? 0), options: v.wording.map((w) => option(w, 'constant')), validFor: WORD }
    const object = container(state, string.start, 1)
    if (object?.name !== 'Object') return null
    // A value follows its name and colon; anything else in an object is a name.
    const before = /"((?:[^"\\]|\\.)*)"\s*:\s*$/.exec(state.sliceDoc(Math.max(0, string.start - 200), string.start))
    if (before) {
      const { words: found, type } = valueWords(state, before[1] ?? '', object, v)
      return found.length ? { from, options: found.map((w) => option(w, type, writeInString(w.name, false))), validFor: WORD } : null
    }
    const names = propertyNames(state, object, v, typed)
    return { from, options: names.map((w) => option(w, 'property', writeInString(w.name, true))), validFor: WORD }
  }
}
