// Each kind of mistake `npm run screens -- check` must catch, with the exact line a person sees.
import { describe, expect, it } from 'vitest'
import { callNames } from '../../src/api/catalogue.ts'
import { builtinFunctionNames } from '../../src/engine/functions/builtins.ts'
import { namesIn } from '../lib/schema-files.ts'
import { screens } from './test-io.ts'

const dir = 'tests/fixtures/screens-check'
const check = (...names: string[]) => screens(['check', ...names.map((n) => `${dir}/${n}.json`)])
const problemsOf = (name: string) => check(name).out.slice(0, -1)

describe('screens check', () => {
  it('passes a valid screen with one OK line and exit code 0', () => {
    expect(check('valid')).toEqual({ code: 0, out: ['OK: 1 file checked, no problems'], err: [] })
  })

  it('passes every screen of the project', () => {
    const result = screens(['check'])
    expect(result.out.at(-1)).toMatch(/^OK: \d+ files? checked, no problems$/)
    expect(result.code).toBe(0)
  })

  it('names the line and column of invalid JSON', () => {
    const result = check('bad-json')
    expect(result.out).toEqual([
      `${dir}/bad-json.json:/: invalid JSON at line 6, column 51: trailing comma before "]": remove it`,
      '1 problem in 1 of 1 file',
    ])
    expect(result.code).toBe(1)
  })

  it('requires the $schema key editors use', () => {
    expect(problemsOf('missing-schema-key')).toEqual([`${dir}/missing-schema-key.json:/: "$schema" is required`])
  })

  it('reports an unknown node type once, listing the known ones, and nothing about its other props', () => {
    expect(problemsOf('unknown-node-type')).toEqual([
      `${dir}/unknown-node-type.json:/body/0/type: unknown node type "txt" (known: ${namesIn('nodes').join(', ')})`,
    ])
  })

  it("reports a known node's own schema errors in plain words, never a oneOf soup", () => {
    expect(problemsOf('bad-node-props')).toEqual([
      `${dir}/bad-node-props.json:/body/0: "text" is required`,
      `${dir}/bad-node-props.json:/body/0/colour: unknown property "colour"`,
      `${dir}/bad-node-props.json:/body/0/variant: must be one of: title, body, caption, hint`,
      `${dir}/bad-node-props.json:/body/0/visible: must be true or false, or a {{ }} expression`,
      `${dir}/bad-node-props.json:/body/1/colour: unknown property "colour" (did you mean "color"?)`,
      `${dir}/bad-node-props.json:/body/1/press: must be an action, or a list of actions`,
    ])
  })

  it('reports an unknown action inside then, and a known action by its own schema', () => {
    expect(problemsOf('unknown-action')).toEqual([
      `${dir}/unknown-action.json:/body/0/press/then/1/action: unknown action "goto" (known: ${namesIn('actions').join(', ')})`,
      `${dir}/unknown-action.json:/body/0/press/then/2: "text" is required`,
    ])
  })

  it('reports expressions that do not parse, unknown functions and names, and forbidden properties', () => {
    expect(problemsOf('bad-expressions')).toEqual([
      `${dir}/bad-expressions.json:/title: cannot parse {{ query.title || }}: Expected expression after || at character 16`,
      `${dir}/bad-expressions.json:/body/0/text: unknown function "fmt" in {{ fmt(query.time) }} (known: ${builtinFunctionNames.join(', ')})`,
      `${dir}/bad-expressions.json:/body/1/text: unknown name "dat" in {{ dat.x }} (did you mean "data"?)`,
      `${dir}/bad-expressions.json:/body/1/text: "{{" has no closing "}}"`,
      `${dir}/bad-expressions.json:/body/2/text: "constructor" cannot be read in {{ query.constructor }}`,
    ])
  })

  it('names a t() key that the shared wording does not have, with the nearest one', () => {
    expect(problemsOf('unknown-wording')).toEqual([
      `${dir}/unknown-wording.json:/title: unknown wording key "pointsRuleTitle" in {{ t('pointsRuleTitle') }} (did you mean "pointsRulesTitle"?)`,
      `${dir}/unknown-wording.json:/body/0/text: unknown wording key "typo" in {{ t('typo') }} (see screens/wording.json)`,
    ])
  })

  it('checks the wording file against its schema', () => {
    expect(problemsOf('wording/bad-wording')).toEqual([
      `${dir}/wording/bad-wording.json:/messages/Bad-Key: the name "Bad-Key" must match the pattern ^[a-z][A-Za-z0-9]*$`,
      `${dir}/wording/bad-wording.json:/messages/empty: must not be empty`,
    ])
  })

  it('reports call names missing from the API catalogue, in data sources and call actions', () => {
    const why = callNames().length ? '(see src/api/catalogue.ts)' : '(the call catalogue in src/api/catalogue.ts is empty)'
    expect(problemsOf('unknown-calls')).toEqual([
      `${dir}/unknown-calls.json:/data/bills/call: unknown call "fixture.noSuchList" ${why}`,
      `${dir}/unknown-calls.json:/body/0/press/call: unknown call "fixture.noSuchSave" ${why}`,
    ])
  })

  it('reports data.X and reload names that the screen does not declare', () => {
    expect(problemsOf('undeclared-data')).toEqual([
      `${dir}/undeclared-data.json:/body/0/text: unknown data source "profil" in {{ data.profil.name }} (did you mean "profile"?) (declared: profile)`,
      `${dir}/undeclared-data.json:/body/1/press/data/1: unknown data source "bills" (declared: profile)`,
    ])
  })

  it('checks that a list shows a paged data source the screen declares', () => {
    expect(problemsOf('list-source')).toEqual([
      `${dir}/list-source.json:/body/0/source: unknown data source "bill" (did you mean "bills"?) (declared: account, bills)`,
      `${dir}/list-source.json:/body/1/source: data source "account" is not paged: a list shows a source with "paging" (such as { "size": 15 })`,
    ])
  })

  it('reports duplicate routes and ids in both files, also against the project screens', () => {
    const result = check('duplicate-a', 'duplicate-b')
    expect(result.out).toEqual([
      `${dir}/duplicate-a.json:/id: screen id "fixture/duplicate" is also used by ${dir}/duplicate-b.json`,
      `${dir}/duplicate-a.json:/routes/0/path: route "/fixture/duplicate/:id" is also declared by ${dir}/duplicate-b.json (as "/fixture/duplicate/:code")`,
      `${dir}/duplicate-b.json:/id: screen id "fixture/duplicate" is also used by ${dir}/duplicate-a.json`,
      `${dir}/duplicate-b.json:/routes/0/path: route "/fixture/duplicate/:code" is also declared by ${dir}/duplicate-a.json (as "/fixture/duplicate/:id")`,
      `${dir}/duplicate-b.json:/routes/1/path: route "/home/noData" is also declared by screens/home/no-data.json`,
      '5 problems in 2 of 2 files',
    ])
    expect(result.code).toBe(1)
  })

  it('refuses a stack that sets its own inset where the page gives one, and leaves padding inside a box alone', () => {
    const own = (path: string, px: number) =>
      `${dir}/own-inset.json:${path}/padding: a stack in the page sets its own inset (padding ${px}): the page gives every ` +
      `screen its 16 px inset (renderers/README.md, the layout contract). Remove padding; for space above and below use "paddingBlock": ${px}`
    expect(problemsOf('own-inset')).toEqual([own('/body/0', 16), own('/body/2/tabs/0/body/0/item/0', 12), own('/body/4', 12)])
  })

  it('checks the EDU_EXTRA_SCREENS folders too when no file is named', () => {
    const result = screens(['check'], { env: { EDU_EXTRA_SCREENS: dir } })
    expect(result.code).toBe(1)
    expect(result.out).toContain(`${dir}/missing-schema-key.json:/: "$schema" is required`)
    expect(result.out.some((l) => l.startsWith('screens/'))).toBe(true)
  })
})
