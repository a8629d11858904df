// The parser comes in a chunk of its own (parse.ts): before it is here, a parse says so plainly; after
// loadExpressionParser, expressions parse. Tests install it at setup (tests/unit/parser-setup.ts), so this file
// reads parse.ts afresh, as the app's entry has it.
import { expect, it, vi } from 'vitest'

it('says the parser is not loaded, then parses once loadExpressionParser has resolved', async () => {
  vi.resetModules()
  const fresh = await import('./parse')
  expect(() => fresh.parseExpression('points + 1')).toThrow(
    'cannot parse {{ points + 1 }} yet: the expression parser is not loaded (loadExpressionParser)',
  )
  await fresh.loadExpressionParser()
  expect(fresh.parseExpression('points + 1')).toMatchObject({ type: 'BinaryExpression', operator: '+' })
  vi.resetModules()
})
