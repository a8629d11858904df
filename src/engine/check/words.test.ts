// The checker's one message table: every message in both languages, with the same placeholders, and said as data.
import { describe, expect, it } from 'vitest'
import { CHECK_WORDS, said, say, type WordKey } from './words'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('the check message table', () => {
  it.each(Object.keys(CHECK_WORDS) as WordKey[])('%s has Chinese and English with the same placeholders', (key) => {
    const { zh, en } = CHECK_WORDS[key]
    expect(zh.trim()).not.toBe('')
    expect(en.trim()).not.toBe('')
    expect(placeholders(zh)).toEqual(placeholders(en))
  })

  it('says a message with its values, a value that is a message in the same language', () => {
    const message = said('unknownProperty', { name: 'varient', mean: said('didYouMean', { name: 'variant' }) })
    expect(say('zh', message)).toBe('未知属性“varient”（是不是想写“variant”？）。改成这里允许的属性，或删掉它')
    expect(say('en', message)).toBe('unknown property "varient" (did you mean "variant"?). Use a property allowed here, or remove it')
  })

  it('keeps {{ }} of an expression and JSON braces as they are', () => {
    expect(say('en', said('inExpression', { expr: 'data.x' }))).toBe(' (in {{ data.x }})')
    expect(say('zh', said('enumNames'))).toContain('"oneOf": [{ "const": 值, "title": "显示的文字" }, ...]')
  })
})
