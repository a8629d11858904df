import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { createTestEngine } from '../testing-engine'
import { builtinFunctions } from '../functions/builtins'
import { evaluate, renderTemplate, resolveValue, type EvalEnv } from './evaluate'
import { ExpressionSyntaxError, parseExpression } from '../../shared-logic/expression/parse'

function env() {
  const warnings: string[] = []
  const e: EvalEnv = { functions: { get: (n) => builtinFunctions[n] }, warn: (m) => void warnings.push(m) }
  return { env: e, warnings }
}

const scope = {
  query: { pageName: '健康屋', title: '' },
  state: { count: 3, list: [1, 2, 3] },
  data: { bill: { month: '2024-05', items: [{ amount: 5 }] } },
  user: { name: '张医生' },
}

describe('expressions', () => {
  it('reads the scope: members, indexes, logic, ternaries, ??', () => {
    const { env: e } = env()
    expect(evaluate("query.pageName === '健康屋'", scope, e)).toBe(true)
    expect(evaluate('data.bill.items[0].amount * 2', scope, e)).toBe(10)
    expect(evaluate("query.title || '暂无数据'", scope, e)).toBe('暂无数据')
    expect(evaluate('query.missing ?? state.count', scope, e)).toBe(3)
    expect(evaluate("state.count > 2 ? 'many' : 'few'", scope, e)).toBe('many')
    expect(evaluate('!query.pageName', scope, e)).toBe(false)
    expect(evaluate('state.list.length + user.name.length', scope, e)).toBe(6)
  })

  it('calls registered functions only', () => {
    const { env: e, warnings } = env()
    expect(evaluate("date('2024-05-03T14:05:00', 'YYYY年M月D日 HH:mm')", scope, e)).toBe('2024年5月3日 14:05')
    expect(evaluate('cap(120)', scope, e)).toBe('99+')
    expect(evaluate('alert(1)', scope, e)).toBeUndefined()
    expect(evaluate('user.name.toString()', scope, e)).toBeUndefined()
    expect(warnings.join('\n')).toMatch(/unknown function "alert"/)
    expect(warnings.join('\n')).toMatch(/only registered functions/)
  })

  it('never reaches __proto__, constructor or prototype', () => {
    const { env: e, warnings } = env()
    for (const src of [
      'user.__proto__',
      'user.constructor',
      "user['constructor']",
      'state.list.constructor.prototype',
      "query['__pro' + 'to__']",
    ]) {
      expect(evaluate(src, scope, e)).toBeUndefined()
    }
    expect(warnings.filter((w) => w.includes('cannot be read'))).toHaveLength(5)
    expect(evaluate('toString', scope, e)).toBeUndefined()
    expect(evaluate('user.hasOwnProperty', scope, e)).toBeUndefined()
  })

  it('turns unknown names and failures into a value and a warning', () => {
    const { env: e, warnings } = env()
    expect(evaluate('nobody.knows', scope, e)).toBeUndefined()
    expect(evaluate('data.nothing.deeper.still', scope, e)).toBeUndefined()
    expect(evaluate('1 +', scope, e)).toBeUndefined()
    expect(warnings[0]).toBe('unknown name "nobody"')
    expect(warnings[1]).toMatch(/cannot parse/)
  })

  it('reports syntax errors with the source', () => {
    expect(() => parseExpression('a b')).toThrow(ExpressionSyntaxError)
    expect(() => parseExpression('(')).toThrow(/cannot parse \{\{ \( \}\}/)
  })

  it('yields the raw value for a whole-string template and text otherwise', () => {
    const { env: e } = env()
    expect(renderTemplate('{{ state.list }}', scope, e)).toEqual([1, 2, 3])
    expect(renderTemplate('共 {{ state.count }} 条，{{ query.missing }}完', scope, e)).toBe('共 3 条，完')
    expect(renderTemplate('no templates', scope, e)).toBe('no templates')
  })

  it('resolves values deeply but leaves actions and raw keys as written', () => {
    const { env: e } = env()
    const node = {
      text: '{{ user.name }}',
      list: ['{{ state.count }}'],
      press: { action: 'toast', text: '{{ result }}' },
      body: [{ type: 'text', text: '{{ item.name }}' }],
    }
    expect(resolveValue(node, scope, e, new Set(['body']))).toEqual({
      text: '张医生',
      list: [3],
      press: { action: 'toast', text: '{{ result }}' },
      body: [{ type: 'text', text: '{{ item.name }}' }],
    })
  })

  it('never throws, whatever the input', () => {
    const { env: e } = env()
    fc.assert(
      fc.property(fc.string(), (src) => {
        evaluate(src, scope, e)
        renderTemplate(`{{${src}}}`, scope, e)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('wording', () => {
  it("t() reads the engine's wording table (screens/wording.json), with values; an unknown key shows itself and warns", () => {
    const warned: string[] = []
    const engine = createTestEngine()
    const e: EvalEnv = { functions: engine.functions, warn: engine.warn }
    const spy = vi.spyOn(console, 'warn').mockImplementation((m: string) => void warned.push(m))
    expect(evaluate("t('residentsPartlyAdded', 3, 2)", {}, e)).toBe('成功添加3位居民，2位居民已被其他医生管理，添加失败')
    expect(evaluate("t('noMore')", {}, e)).toBe('没有更多了')
    expect(evaluate("t('no.such.key')", {}, e)).toBe('no.such.key')
    expect(warned).toEqual(['[screen] unknown wording key "no.such.key" (screens/wording.json)'])
    spy.mockRestore()
  })
})
