import { hashForSchema, type RJSFSchema } from '@rjsf/utils'
import { describe, expect, it, vi } from 'vitest'
import { loadValidator, precompiledLoader, validatorHere } from './load-validator'
import { fetchPrecompiled } from './precompiled-modules'
import { validatorFileName } from './validator-file'

const schema: RJSFSchema = { type: 'object', properties: { name: { type: 'string' } } }

describe('loadValidator', () => {
  it('takes the module precompiled for the schema, found by its file name', async () => {
    const always = Object.assign(() => true, { errors: null })
    const load = vi.fn(async () => ({ default: { main: always } }))
    const modules = { [`./generated/${validatorFileName(schema)}`]: load }
    expect(precompiledLoader(schema, modules)).toBe(load)
    expect(precompiledLoader({ ...schema, title: 'other' }, modules)).toBeUndefined()
  })

  it('has the validator at once, without a fetch, once the screen fetched its module ahead', async () => {
    const fresh: RJSFSchema = { ...schema, title: 'fetched ahead' }
    const always = Object.assign(() => true, { errors: null })
    // A precompiled module keys its functions by rjsf's hash of the schema.
    const load = vi.fn(async () => ({ default: { [hashForSchema(fresh)]: always } }))
    expect(validatorHere(fresh)).toBeUndefined()
    await fetchPrecompiled(fresh, { [`./generated/${validatorFileName(fresh)}`]: load })
    expect(load).toHaveBeenCalledTimes(1)
    expect(validatorHere(fresh)?.validateFormData({ name: 'x' }, fresh).errors).toEqual([])
  })

  it('falls back to Ajv at run time for a schema that was not precompiled', async () => {
    const { validator, precompiled } = await loadValidator(schema, {})
    expect(precompiled).toBe(false)
    expect(validator.validateFormData({ name: 1 }, schema).errors.map((e) => e.message)).toEqual(['应当是 string 类型'])
  })

  it('interprets a run-time form in a production build (no Ajv, no new Function), in the same Chinese', async () => {
    vi.resetModules()
    vi.stubEnv('DEV', false)
    try {
      const fresh = await import('./load-validator')
      expect(fresh.RUNTIME_VALIDATOR).toBe(false)
      const { validator, precompiled } = await fresh.loadValidator(schema, {})
      expect(precompiled).toBe(false)
      expect(validator.constructor.name).toBe('InterpretedValidator')
      expect(validator.validateFormData({ name: 1 }, schema).errors.map((e) => e.message)).toEqual(['应当是 string 类型'])
    } finally {
      vi.unstubAllEnvs()
      vi.resetModules()
    }
  })

  it('names files by content: a changed schema gets a new file, key order does not matter', () => {
    expect(validatorFileName({ properties: { a: { type: 'string' } }, type: 'object' })).toBe(
      validatorFileName({ type: 'object', properties: { a: { type: 'string' } } }),
    )
    expect(validatorFileName(schema)).not.toBe(validatorFileName({ ...schema, required: ['name'] }))
    expect(validatorFileName(schema)).toMatch(/^v\d+-n?[0-9a-f]+-[0-9a-z]+\.js$/)
  })
})
