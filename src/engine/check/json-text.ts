// A config's JSON text with positions: where the text stops being JSON (and why, in words: JSON.parse's own
// messages differ between engines and some carry no position), and where each value stands, by JSON Pointer, so a
// problem found at /body/0/type can be shown at its line. Used by `screens check` (scripts/screens/json-source.ts)
// and the live playground (src/shell/playground), through the checker (check-text.ts).
import { said, type Said, type Value } from './words.ts'

export interface SyntaxFault {
  offset: number
  said: Said
}

/** Where each value starts, by JSON Pointer: a property's at its name, so its whole line is the place. */
export type JsonPositions = ReadonlyMap<string, number>

export type JsonText = { ok: true; value: unknown; positions: JsonPositions } | { ok: false; fault: SyntaxFault }

class Fault extends Error {
  constructor(
    readonly offset: number,
    readonly said: Said,
  ) {
    super(said.word)
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't'])

const childPointer = (path: string, key: string | number) => `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`

/** 1-based line and column of an offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset)
  const line = before.split('\n').length
  return { line, column: offset - before.lastIndexOf('\n') }
}

/** Scan the text as JSON, noting where each value stands; throws a Fault at the first place it is not JSON. */
function scan(text: string, positions: Map<string, number>): void {
  let i = 0
  // Past the end there is no character (the index type says string: noUncheckedIndexedAccess is off).
  const charAt = (k: number): string | undefined => (k < text.length ? text[k] : undefined)
  const describe = (at: number): Value => (at >= text.length ? said('endOfFile') : `"${text[at]}"`)
  const skip = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++
  }
  const string = () => {
    const start = i++
    while (i < text.length && text[i] !== '"') {
      const c = text.charCodeAt(i)
      if (c < 0x20) throw new Fault(i, said('jsonControl'))
      if (text[i] === '\\') {
        const e = charAt(i + 1)
        if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6
        else if (e !== undefined && ESCAPES.has(e)) i += 2
        else throw new Fault(i, said('jsonEscape', { escape: `\\${e ?? ''}` }))
      } else i++
    }
    if (i >= text.length) throw new Fault(start, said('jsonUnclosed'))
    i++
    return start
  }
  const value = (path: string, at?: number): void => {
    skip()
    positions.set(path, at ?? i)
    const c = charAt(i)
    if (c === '{') {
      object(path)
      return
    }
    if (c === '[') {
      array(path)
      return
    }
    if (c === '"') {
      string()
      return
    }
    if (c === "'") throw new Fault(i, said('jsonSingleQuote'))
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) {
        i += word.length
        return
      }
    }
    NUMBER.lastIndex = i
    if (c !== undefined && NUMBER.test(text)) {
      i = NUMBER.lastIndex
      return
    }
    throw new Fault(i, i >= text.length ? said('jsonEndsEarly') : said('jsonExpectedValue', { found: describe(i) }))
  }
  const object = (path: string) => {
    let comma = i
    i++
    skip()
    if (text[i] === '}') {
      i++
      return
    }
    for (;;) {
      skip()
      if (text[i] !== '"') {
        if (text[i] === '}') throw new Fault(comma, said('jsonTrailingComma', { close: '}' }))
        throw new Fault(i, said('jsonExpectedName', { found: describe(i) }))
      }
      const start = string()
      const key = JSON.parse(text.slice(start, i)) as string
      skip()
      if (text[i] !== ':') throw new Fault(i, said('jsonExpectedColon', { found: describe(i) }))
      i++
      value(childPointer(path, key), start)
      skip()
      if (text[i] === '}') {
        i++
        return
      }
      if (text[i] !== ',') throw new Fault(i, said('jsonExpectedAfterValue', { found: describe(i) }))
      comma = i++
    }
  }
  const array = (path: string) => {
    let comma = i
    i++
    skip()
    if (text[i] === ']') {
      i++
      return
    }
    for (let index = 0; ; index++) {
      skip()
      if (text[i] === ']') throw new Fault(comma, said('jsonTrailingComma', { close: ']' }))
      value(childPointer(path, index))
      skip()
      if (text[i] === ']') {
        i++
        return
      }
      if (text[i] !== ',') throw new Fault(i, said('jsonExpectedAfterItem', { found: describe(i) }))
      comma = i++
    }
  }
  value('')
  skip()
  if (i < text.length) throw new Fault(i, said('jsonAfterEnd', { found: describe(i) }))
}

/** The first place where `text` is not JSON, or null when it is. */
export function findSyntaxFault(text: string): SyntaxFault | null {
  try {
    scan(text, new Map())
    return null
  } catch (e) {
    if (e instanceof Fault) return { offset: e.offset, said: e.said }
    throw e
  }
}

/** The text read as JSON with where each value stands, or the first place it is not JSON. */
export function readJsonText(text: string): JsonText {
  const positions = new Map<string, number>()
  try {
    scan(text, positions)
  } catch (e) {
    if (e instanceof Fault) return { ok: false, fault: { offset: e.offset, said: e.said } }
    throw e
  }
  // The scanner accepted it, so JSON.parse does too; it builds the value (a repeated name keeps its last value, as here).
  return { ok: true, value: JSON.parse(text) as unknown, positions }
}

/**
 * Where a problem at `pointer` is in the text: its value's place, or for a place that does not exist (a missing
 * property, say) its nearest enclosing value's.
 */
export function offsetOf(positions: JsonPositions, pointer: string): number {
  for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
    const at = positions.get(p)
    if (at !== undefined) return at
    if (p === '') return 0
  }
}
