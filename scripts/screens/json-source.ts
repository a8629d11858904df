// Read a screen file's text as JSON. JSON.parse's own messages differ between Node versions and some carry no
// position at all, so on failure a small scanner finds where the text stops being JSON and says why in words.
export type JsonSource = { ok: true; value: unknown } | { ok: false; message: string }

interface SyntaxFault {
  offset: number
  message: string
}

export function parseJsonSource(text: string): JsonSource {
  // Some editors save a byte-order mark; JSON.parse rejects it, people never see it.
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  try {
    return { ok: true, value: JSON.parse(body) }
  } catch (e) {
    const fault = findSyntaxFault(body) ?? { offset: 0, message: e instanceof Error ? e.message : String(e) }
    const { line, column } = lineAndColumn(body, fault.offset)
    return { ok: false, message: `invalid JSON at line ${line}, column ${column}: ${fault.message}` }
  }
}

export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset)
  const line = before.split('\n').length
  return { line, column: offset - before.lastIndexOf('\n') }
}

class Fault extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message)
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't'])

/** The first place where `text` is not JSON, or null when it is. */
export function findSyntaxFault(text: string): SyntaxFault | null {
  let i = 0
  const describe = (at: number) => (at >= text.length ? 'the end of the file' : `"${text[at]}"`)
  const skip = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++
  }
  const string = () => {
    const start = i++
    while (i < text.length && text[i] !== '"') {
      const c = text.charCodeAt(i)
      if (c < 0x20) throw new Fault(i, 'line break or control character inside a string (write \\n instead)')
      if (text[i] === '\\') {
        const e = text[i + 1]
        if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6
        else if (e !== undefined && ESCAPES.has(e)) i += 2
        else throw new Fault(i, `invalid escape "\\${e ?? ''}" in a string`)
      } else i++
    }
    if (i >= text.length) throw new Fault(start, 'a string is not closed with "')
    i++
  }
  const value = (): void => {
    skip()
    const c = text[i]
    if (c === '{') { object(); return; }
    if (c === '[') { array(); return; }
    if (c === '"') { string(); return; }
    if (c === "'") throw new Fault(i, 'strings must use double quotes (")')
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
    throw new Fault(i, i >= text.length ? 'the file ends where a value was expected' : `expected a value, found ${describe(i)}`)
  }
  const object = () => {
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
        if (text[i] === '}') throw new Fault(comma, 'trailing comma before "}": remove it')
        throw new Fault(i, `expected a property name in double quotes, found ${describe(i)}`)
      }
      string()
      skip()
      if (text[i] !== ':') throw new Fault(i, `expected ":" after a property name, found ${describe(i)}`)
      i++
      value()
      skip()
      if (text[i] === '}') {
      i++
      return
    }
      if (text[i] !== ',') throw new Fault(i, `expected "," or "}" after a property value, found ${describe(i)}`)
      comma = i++
    }
  }
  const array = () => {
    let comma = i
    i++
    skip()
    if (text[i] === ']') {
      i++
      return
    }
    for (;;) {
      skip()
      if (text[i] === ']') throw new Fault(comma, 'trailing comma before "]": remove it')
      value()
      skip()
      if (text[i] === ']') {
      i++
      return
    }
      if (text[i] !== ',') throw new Fault(i, `expected "," or "]" after a list item, found ${describe(i)}`)
      comma = i++
    }
  }
  try {
    value()
    skip()
    if (i < text.length) throw new Fault(i, `unexpected ${describe(i)} after the end of the JSON value`)
    return null
  } catch (e) {
    if (e instanceof Fault) return { offset: e.offset, message: e.message }
    throw e
  }
}
