// Invalid JSON is reported with the line and column a person can jump to, and a reason in words.
import { describe, expect, it } from 'vitest'
import { checkScreenSource } from './check.ts'

const fault = (text: string, lang: 'zh' | 'en' = 'en') => {
  const [p] = checkScreenSource('screens/x.json', text, lang).problems
  return `${p.line}:${p.column} ${p.message}`
}

describe('a file that is not JSON', () => {
  it.each([
    ['{\n  "a": 1\n  "b": 2\n}', '3:3 invalid JSON: expected "," or "}" after a property value, found """'],
    ['{\n  "a": 1,\n}', '2:9 invalid JSON: trailing comma before "}": remove it'],
    ["{ 'a': 1 }", '1:3 invalid JSON: expected a property name in double quotes, found "\'"'],
    ['{ "a": \'x\' }', '1:8 invalid JSON: strings must use double quotes (")'],
    ['{ "a": "line\nbreak" }', '1:13 invalid JSON: line break or control character inside a string (write \\n instead)'],
    ['{ "a": [1, 2 }', '1:14 invalid JSON: expected "," or "]" after a list item, found "}"'],
    ['{ "a": 1 } x', '1:12 invalid JSON: unexpected "x" after the end of the JSON value'],
    ['{ "a": ', '1:8 invalid JSON: the file ends where a value was expected'],
    ['', '1:1 invalid JSON: the file ends where a value was expected'],
  ])('%j', (text, message) => {
    expect(fault(text)).toBe(
      `${message}. Correct it at this place (usually a missing or extra comma, or quotes that are not straight double quotes)`,
    )
  })

  it('says it in Chinese by default', () => {
    expect(fault('{\n  "a": 1,\n}', 'zh')).toBe(
      '2:9 不是有效的 JSON：“}”前多了一个逗号：删掉它。按提示改正这一处（常见原因：多了或少了逗号、引号不是英文双引号）',
    )
  })

  it('reads valid JSON, with or without a byte-order mark', () => {
    const report = checkScreenSource('screens/x.json', '\ufeff{"a":[1,true,null,"x\\u00e9"]}', 'en')
    expect(report.parsed).toEqual({ a: [1, true, null, 'xé'] })
  })
})
