// The build step end to end: inline a form's schema file, compile and bundle its validator, load the module
// the way the browser does, and validate with it. Also: the test and story fixture is what the build makes.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js'
import type { RJSFSchema } from '@rjsf/utils'
import localizeZh from 'ajv-i18n/localize/zh'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { residentForm } from '../../renderers/form/fixtures'
import { validatorFileName } from '../../renderers/form/validation/validator-file'
import { root } from '../lib/schema-files'
import { inlineSchema, resolveFormSchemas, SchemaRefError } from './inline-schema'
import { precompileFormValidators } from './precompile'

const screenFile = resolve(root, 'screens/hypertension/manual-add-resident.json')
const work = mkdtempSync(join(tmpdir(), 'form-validators-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('inlining form schemas', () => {
  it('puts the schema file in the config without $id and $schema, as the fixture has it', () => {
    const { config, forms, files } = resolveFormSchemas(JSON.parse(readFileSync(screenFile, 'utf8')), screenFile)
    expect(files).toEqual([resolve(root, 'schemas/api/add-resident-form.schema.json')])
    expect(forms.map((f) => f.id)).toEqual(['hypertensionResident'])
    expect((config as { body: { schema: unknown }[] }).body[0].schema).toEqual(residentForm.schema)
    expect(validatorFileName(forms[0].schema as RJSFSchema)).toBe(validatorFileName(residentForm.schema as RJSFSchema))
  })

  it('inlines nested file refs relative to their file, and refuses cycles', () => {
    const dir = mkdtempSync(join(work, 'refs-'))
    writeFileSync(join(dir, 'option.schema.json'), JSON.stringify({ $id: 'x', type: 'object', properties: { code: { type: 'string' } } }))
    writeFileSync(join(dir, 'list.schema.json'), JSON.stringify({ type: 'array', items: { $ref: 'option.schema.json' } }))
    writeFileSync(join(dir, 'self.schema.json'), JSON.stringify({ type: 'object', properties: { me: { $ref: 'self.schema.json' } } }))
    const { schema } = inlineSchema({ $ref: 'list.schema.json', title: '列表' }, dir)
    expect(schema).toEqual({ type: 'array', title: '列表', items: { type: 'object', properties: { code: { type: 'string' } } } })
    expect(() => inlineSchema({ $ref: 'self.schema.json' }, dir)).toThrow(SchemaRefError)
    expect(() => inlineSchema({ $ref: 'missing.schema.json' }, dir)).toThrow(/not found/)
  })
})

describe('precompiling validators', () => {
  it('writes one self-contained module per form schema, which validates like Ajv without compiling', async () => {
    const outDir = join(work, 'out')
    const first = await precompileFormValidators({ dirs: [resolve(root, 'screens')], outDir })
    const fileName = validatorFileName(residentForm.schema as RJSFSchema)
    expect(first.compiled).toContain(fileName)
    expect(first.problems).toEqual([])

    const code = readdirSync(outDir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(outDir, f), 'utf8'))
      .join('\n')
    // Self-contained: no imports but its own helper chunks (and importing it below in Node, where `require`
    // does not exist in ES modules, proves no require() call is left either).
    expect(code).not.toMatch(/new Function|\beval\(/)
    expect(code.match(/from\s*["'][^"']+["']/g) ?? []).toEqual(code.match(/from\s*["']\.\/chunk-[^"']+["']/g) ?? [])

    const again = await precompileFormValidators({ dirs: [resolve(root, 'screens')], outDir })
    expect(again.compiled).toEqual([])
    expect(again.upToDate).toContain(fileName)

    const mod = (await import(/* @vite-ignore */ pathToFileURL(join(outDir, fileName)).href)) as { default: Record<string, never> }
    const validator = createPrecompiledValidator(mod.default, residentForm.schema as RJSFSchema, localizeZh)
    const schema = residentForm.schema as RJSFSchema
    const bad = validator.validateFormData({ userName: '张三', gender: '1', phoneNumber: '12345', tag: '10' }, schema)
    expect(bad.errors.map((e) => [e.property, e.name, e.message])).toEqual([['.phoneNumber', 'pattern', '应当匹配模式 "^1[3-9]\\d{9}$"']])
    const good = validator.validateFormData(
      { userName: '张三', gender: '1', phoneNumber: '13912345678', tag: '10', area: ['110000', '110100', '110101'] },
      schema,
    )
    expect(good.errors).toEqual([])
  }, 60_000)
})
