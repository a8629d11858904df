import { describe, expect, it } from 'vitest'
import { lineAndColumn, offsetOf, readJsonText } from './json-text.ts'
import { say } from './words.ts'

const text = `{
  "id": "p",
  "body": [
    { "type": "text", "text": "a" },
    {
      "type": "txet",
      "a/b": 1
    }
  ]
}`

/** The line and column of the place a pointer names in `text`. */
function placeOf(source: string, pointer: string) {
  const read = readJsonText(source)
  if (!read.ok) throw new Error(read.fault.said.word)
  return lineAndColumn(source, offsetOf(read.positions, pointer))
}

describe('readJsonText', () => {
  it('reads the value as JSON.parse does', () => {
    const read = readJsonText(text)
    expect(read.ok && read.value).toEqual(JSON.parse(text))
  })

  it('maps a JSON Pointer to the line and column of its property, or of its list item', () => {
    expect(placeOf(text, '')).toEqual({ line: 1, column: 1 })
    expect(placeOf(text, '/id')).toEqual({ line: 2, column: 3 })
    expect(placeOf(text, '/body/0')).toEqual({ line: 4, column: 5 })
    expect(placeOf(text, '/body/0/text')).toEqual({ line: 4, column: 23 })
    expect(placeOf(text, '/body/1/type')).toEqual({ line: 6, column: 7 })
    // "/" in a name is written ~1 in a pointer.
    expect(placeOf(text, '/body/1/a~1b')).toEqual({ line: 7, column: 7 })
  })

  it('places a pointer to something missing at its nearest enclosing value', () => {
    expect(placeOf(text, '/body/1/press/action')).toEqual({ line: 5, column: 5 })
    expect(placeOf(text, '/footer')).toEqual({ line: 1, column: 1 })
  })

  it('keeps the last of a repeated name, as JSON.parse does', () => {
    const twice = '{\n  "a": 1,\n  "a": 2\n}'
    const read = readJsonText(twice)
    expect(read.ok && read.value).toEqual({ a: 2 })
    expect(placeOf(twice, '/a')).toEqual({ line: 3, column: 3 })
  })

  it('says where and why the text stops being JSON', () => {
    const broken = '{\n  "id": "p",\n  "body": [\n    { "type": "text" }\n    { "type": "text" }\n  ]\n}'
    const read = readJsonText(broken)
    expect(read.ok).toBe(false)
    if (read.ok) return
    expect(lineAndColumn(broken, read.fault.offset)).toEqual({ line: 5, column: 5 })
    expect(say('en', read.fault.said)).toBe('expected "," or "]" after a list item, found "{"')
    expect(say('zh', read.fault.said)).toBe('列表项后应有“,”或“]”，却是 "{"')
    const trailing = readJsonText('{\n  "a": 1,\n}')
    expect(!trailing.ok && say('en', trailing.fault.said)).toBe('trailing comma before "}": remove it')
    expect(!trailing.ok && lineAndColumn('{\n  "a": 1,\n}', trailing.fault.offset)).toEqual({ line: 2, column: 9 })
  })
})
