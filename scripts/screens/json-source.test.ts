// Invalid JSON is reported with the line and column a person can jump to, and a reason in words.
import { describe, expect, it } from 'vitest'
import { parseJsonSource } from './json-source.ts'

const fault = (text: string) => {
  const r = parseJsonSource(text)
  return r.ok ? 'ok' : r.message
}

describe('parseJsonSource', () => {
  it.each([
    ['{\n  "a": 1\n  "b": 2\n}', 'invalid JSON at line 3, column 3: expected "," or "}" after a property value, found """'],
    ['{\n  "a": 1,\n}', 'invalid JSON at line 2, column 9: trailing comma before "}": remove it'],
    ["{ 'a': 1 }", 'invalid JSON at line 1, column 3: expected a property name in double quotes, found "\'"'],
    ['{ "a": \'x\' }', 'invalid JSON at line 1, column 8: strings must use double quotes (")'],
    ['{ "a": "line\nbreak" }', 'invalid JSON at line 1, column 13: line break or control character inside a string (write \\n instead)'],
    ['{ "a": [1, 2 }', 'invalid JSON at line 1, column 14: expected "," or "]" after a list item, found "}"'],
    ['{ "a": 1 } x', 'invalid JSON at line 1, column 12: unexpected "x" after the end of the JSON value'],
    ['{ "a": ', 'invalid JSON at line 1, column 8: the file ends where a value was expected'],
    ['', 'invalid JSON at line 1, column 1: the file ends where a value was expected'],
  ])('%j', (text, message) => {
    expect(fault(text)).toBe(message)
  })

  it('reads valid JSON, with or without a byte-order mark', () => {
    expect(parseJsonSource('\ufeff{"a":[1,true,null,"x\\u00e9"]}')).toEqual({ ok: true, value: { a: [1, true, null, 'xé'] } })
  })
})
