// Each kind of mistake `npm run screens -- check` must catch, with the exact line a person sees.
import { describe, expect, it } from 'vitest'
import { builtinFunctionNames } from '../../src/engine/functions/builtins.ts'
import { namesIn } from '../lib/schema-files.ts'
import { screens } from './test-io.ts'

const dir = 'tests/fixtures/screens-check'
/** `screens check --lang en` on fixtures: the English words (Chinese is the default, tested below). */
const check = (...names: string[]) => screens(['check', '--lang', 'en', ...names.map((n) => `${dir}/${n}.json`)])
const problemsOf = async (name: string) => (await check(name)).out.slice(0, -1)

describe('screens check', () => {
  it('passes a valid screen with one OK line and exit code 0', async () => {
    expect(await check('valid')).toEqual({ code: 0, out: ['OK: 1 file checked, no problems'], err: [] })
  })

  it('passes every screen of the project, laid out as the lint step wants', async () => {
    const result = await screens(['check'])
    expect(result.out.at(-1)).toMatch(/^通过：检查了 \d+ 个文件，没有问题$/)
    expect(result.code).toBe(0)
    // Every file through Prettier as well: slower than the rest on a busy machine.
  }, 90_000)

  it('names the line and column of invalid JSON', async () => {
    const result = await check('bad-json')
    expect(result.out).toEqual([
      `${dir}/bad-json.json:6:51 (/) invalid JSON: trailing comma before "]": remove it. Correct it at this place (usually a missing or extra comma, or quotes that are not straight double quotes)`,
      '1 problem in 1 of 1 file',
    ])
    expect(result.code).toBe(1)
  })

  it('requires the $schema key editors use', async () => {
    expect(await problemsOf('missing-schema-key')).toEqual([`${dir}/missing-schema-key.json:1:1 (/) "$schema" is required. Add it here`])
  })

  it('reports an unknown node type once, with the nearest known one, and nothing about its other props', async () => {
    expect(await problemsOf('unknown-node-type')).toEqual([
      `${dir}/unknown-node-type.json:5:14 (/body/0/type) unknown node type "txt" (did you mean "text"?). Use a node type that exists`,
    ])
  })

  it("reports a known node's own schema errors in plain words, never a oneOf soup", async () => {
    expect(await problemsOf('bad-node-props')).toEqual([
      `${dir}/bad-node-props.json:6:5 (/body/0) "text" is required. Add it here`,
      `${dir}/bad-node-props.json:6:23 (/body/0/colour) unknown property "colour". Use a property allowed here, or remove it`,
      `${dir}/bad-node-props.json:6:40 (/body/0/variant) must be one of: title, body, caption, hint. Use one of them`,
      `${dir}/bad-node-props.json:6:58 (/body/0/visible) must be true or false, or a {{ }} expression. Write it as such`,
      `${dir}/bad-node-props.json:7:38 (/body/1/colour) unknown property "colour" (did you mean "color"?). Use a property allowed here, or remove it`,
      `${dir}/bad-node-props.json:7:59 (/body/1/press) must be an action, or a list of actions. Write it as such`,
    ])
  })

  it('reports an unknown action inside then, listing the known ones, and a known action by its own schema', async () => {
    expect(await problemsOf('unknown-action')).toEqual([
      `${dir}/unknown-action.json:9:85 (/body/0/press/then/1/action) unknown action "goto" (known: ${namesIn('actions').join(', ')}). Use an action that exists`,
      `${dir}/unknown-action.json:9:117 (/body/0/press/then/2) "text" is required. Add it here`,
    ])
  })

  it('reports expressions that do not parse, unknown functions and names, and forbidden properties', async () => {
    expect(await problemsOf('bad-expressions')).toEqual([
      `${dir}/bad-expressions.json:5:3 (/title) cannot parse {{ query.title || }}: Expected expression after || at character 16. Check that brackets and quotes are paired`,
      `${dir}/bad-expressions.json:7:23 (/body/0/text) unknown function "fmt" (in {{ fmt(query.time) }}) (known: ${builtinFunctionNames.join(', ')}). Use a registered function`,
      `${dir}/bad-expressions.json:8:23 (/body/1/text) unknown name "dat" (in {{ dat.x }}) (did you mean "data"?). Use a name that can be read`,
      `${dir}/bad-expressions.json:8:23 (/body/1/text) "{{" has no closing "}}". Add the }}`,
      `${dir}/bad-expressions.json:9:23 (/body/2/text) "constructor" cannot be read (in {{ query.constructor }}). Remove it`,
    ])
  })

  it('names a t() key that the shared wording does not have, with the nearest one', async () => {
    expect(await problemsOf('unknown-wording')).toEqual([
      `${dir}/unknown-wording.json:5:3 (/title) unknown wording key "pointsRuleTitle" (in {{ t('pointsRuleTitle') }}) (did you mean "pointsRulesTitle"?). Use a key of screens/wording.json, or add it there first`,
      `${dir}/unknown-wording.json:7:23 (/body/0/text) unknown wording key "typo" (in {{ t('typo') }}). Use a key of screens/wording.json, or add it there first`,
    ])
  })

  it('checks the wording file against its schema', async () => {
    expect(await problemsOf('wording/bad-wording')).toEqual([
      `${dir}/wording/bad-wording.json:3:29 (/messages/Bad-Key) the name "Bad-Key" must match the pattern ^[a-z][A-Za-z0-9]*$. Rewrite it so`,
      `${dir}/wording/bad-wording.json:3:45 (/messages/empty) must not be empty. Write at least one`,
    ])
  })

  it('reports call names missing from the API catalogue, in data sources and call actions', async () => {
    expect(await problemsOf('unknown-calls')).toEqual([
      `${dir}/unknown-calls.json:5:24 (/data/bills/call) unknown call "fixture.noSuchList". Use a call of src/api/catalogue.ts`,
      `${dir}/unknown-calls.json:7:68 (/body/0/press/call) unknown call "fixture.noSuchSave". Use a call of src/api/catalogue.ts`,
    ])
  })

  it('reports data.X and reload names that the screen does not declare', async () => {
    expect(await problemsOf('undeclared-data')).toEqual([
      `${dir}/undeclared-data.json:7:23 (/body/0/text) unknown data source "profil" (in {{ data.profil.name }}) (did you mean "profile"?) (declared: profile). Use a name declared in this screen's "data", or declare it there`,
      `${dir}/undeclared-data.json:8:90 (/body/1/press/data/1) unknown data source "bills" (declared: profile). Use a name declared in this screen's "data", or declare it there`,
    ])
  })

  it('checks that a list shows a paged data source the screen declares', async () => {
    expect(await problemsOf('list-source')).toEqual([
      `${dir}/list-source.json:10:23 (/body/0/source) unknown data source "bill" (did you mean "bills"?) (declared: account, bills). Use a name declared in this screen's "data", or declare it there`,
      `${dir}/list-source.json:11:23 (/body/1/source) data source "account" is not paged: a list shows a source with "paging". Add "paging": { "size": 15 } to it`,
    ])
  })

  it("follows each data.<source>.<path> through the call's response schema, item.<path> and key in a list's rows through its records, and paging.records, and names a path that does not exist", async () => {
    const resident = `It is read from the response of the call familyTeam.resident (schemas/api/family-resident-detail.schema.json): use a property the response has, or, if it does have this one, add it to that schema`
    const bills = `It is read from the response of the call points.bills (schemas/api/points-bill-page.schema.json): use a property the response has, or, if it does have this one, add it to that schema`
    expect(await problemsOf('data-paths')).toEqual([
      `${dir}/data-paths.json:5:3 (/title) data path "data.resident.residentNmae" does not exist (in {{ data.resident.residentNmae }}): data.resident has no "residentNmae" (did you mean "residentName"?). ${resident}`,
      `${dir}/data-paths.json:9:64 (/data/older/paging/records) data path "response.record" does not exist: response has no "record" (did you mean "records"?). ${bills}`,
      `${dir}/data-paths.json:14:23 (/body/0/text) data path "data.ai.turn" does not exist (in {{ data.ai.turn }}): data.ai has no "turn" (did you mean "turns"?). It is read from what an assistant source holds (schemas/api/assistant-conversation.schema.json): use a property it has`,
      `${dir}/data-paths.json:15:23 (/body/1/text) data path "data.resident.groups[0].nmae" does not exist (in {{ data.resident.groups[0].nmae }}): data.resident.groups[0] has no "nmae" (the nearest is "name"; known: groupId, name). ${resident}`,
      `${dir}/data-paths.json:16:23 (/body/2/text) data path "data.resident.labelNames.first" does not exist (in {{ join(data.resident.labelNames.first, '、') }}): data.resident.labelNames has no "first" (a list or text has only length; read an item of a list as [0]). ${resident}`,
      `${dir}/data-paths.json:17:23 (/body/3/text) data path "data.bills.itemz" does not exist (in {{ data.bills.itemz }}): data.bills has no "itemz" (did you mean "items"?). A paged source holds { items, page, loading, error, isLastPage }, items being the records of its pages: use one of them`,
      `${dir}/data-paths.json:18:23 (/body/4/text) data path "data.bills.items[0].billMonht" does not exist (in {{ data.bills.items[0].billMonht }}): data.bills.items[0] has no "billMonht" (did you mean "billMonth"?). ${bills}`,
      `${dir}/data-paths.json:19:23 (/body/5/text) data path "data.profile.nmae" does not exist (in {{ data.profile.nmae }}): data.profile has no "nmae" (the nearest is "name"; known: name, tags). It is read from the static value written in this screen: use a property that value has`,
      `${dir}/data-paths.json:27:7 (/body/10/key) data path "item.billMont" does not exist: item has no "billMont" (did you mean "billMonth"?). ${bills}`,
      `${dir}/data-paths.json:29:27 (/body/10/item/0/text) data path "item.billMonht" does not exist (in {{ item.billMonht }}): item has no "billMonht" (did you mean "billMonth"?). ${bills}`,
      `${dir}/data-paths.json:30:90 (/body/10/item/1/item/0/text) data path "item.dealAmont" does not exist (in {{ item.dealAmont }}): item has no "dealAmont" (did you mean "dealAmount"?). ${bills}`,
    ])
  })

  it('passes data paths the responses have, and any path below an open object', async () => {
    expect(await check('data-paths-right')).toEqual({ code: 0, out: ['OK: 1 file checked, no problems'], err: [] })
  })

  it('reports duplicate routes and ids in both files, also against the project screens', async () => {
    const result = await check('duplicate-a', 'duplicate-b')
    expect(result.out).toEqual([
      `${dir}/duplicate-a.json:3:3 (/id) screen id "fixture/duplicate" is also used by ${dir}/duplicate-b.json. Use another id`,
      `${dir}/duplicate-a.json:4:16 (/routes/0/path) route "/fixture/duplicate/:id" is also declared by ${dir}/duplicate-b.json (as "/fixture/duplicate/:code"). Use another path`,
      `${dir}/duplicate-b.json:3:3 (/id) screen id "fixture/duplicate" is also used by ${dir}/duplicate-a.json. Use another id`,
      `${dir}/duplicate-b.json:4:16 (/routes/0/path) route "/fixture/duplicate/:code" is also declared by ${dir}/duplicate-a.json (as "/fixture/duplicate/:id"). Use another path`,
      `${dir}/duplicate-b.json:4:72 (/routes/1/path) route "/home/noData" is also declared by screens/home/no-data.json. Use another path`,
      '5 problems in 2 of 2 files',
    ])
    expect(result.code).toBe(1)
  })

  it('refuses a stack that sets its own inset where the page gives one, and leaves padding inside a box alone', async () => {
    const own = (at: string, path: string, px: number) =>
      `${dir}/own-inset.json:${at} (${path}/padding) a stack in the page sets its own inset (padding ${px}): the page gives every ` +
      `screen its 16 px inset (renderers/README.md, the layout contract). Remove padding; for space above and below use "paddingBlock": ${px}`
    expect(await problemsOf('own-inset')).toEqual([
      own('8:24', '/body/0', 16),
      own('20:70', '/body/2/tabs/0/body/0/item/0', 12),
      own('27:24', '/body/4', 12),
    ])
  })

  it('checks the EDU_EXTRA_SCREENS folders too when no file is named', async () => {
    const result = await screens(['check'], { env: { EDU_EXTRA_SCREENS: dir } })
    expect(result.code).toBe(1)
    expect(result.out).toContain(`${dir}/missing-schema-key.json:1:1 (/) 缺少必填属性“$schema”。在这里加上它`)
    expect(result.out.some((l) => l.startsWith('screens/'))).toBe(true)
  }, 90_000)

  it('checks the route facts: each value the schema allows, and one route per home and certification page', async () => {
    expect(await problemsOf('route-facts')).toEqual([
      `${dir}/route-facts.json:5:56 (/routes/0/visitName) must not be empty. Write at least one`,
      `${dir}/route-facts.json:5:73 (/routes/0/socket) must be true. Use this value`,
      `${dir}/route-facts.json:5:90 (/routes/0/leaveForgetsPortraitUser) must be true. Use this value`,
      `${dir}/route-facts.json:6:61 (/routes/1/homeOf) "homeOf": "doctor" is also declared by screens/home/doctor-home.json; only one route may say it. Remove one of them`,
      `${dir}/route-facts.json:7:62 (/routes/2/homeOf) must be one of: doctor, health. Use one of them`,
      `${dir}/route-facts.json:7:81 (/routes/2/certificationFor) must be "doctor". Use this value`,
    ])
  })
})
