import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import type { Plugin } from 'vite'
import draft07Uri from '../../renderers/form/draft07-uri'
import { draft07UriFile, rjsfDraft07Plugin } from './rjsf-draft07-plugin'

type ResolveId = (source: string, importer?: string) => string | undefined

const resolveId = (rjsfDraft07Plugin() as Plugin & { resolveId: ResolveId }).resolveId
// The module that imports fast-uri, as Vite sees it (@rjsf/utils's ES build).
const rjsfUtils = createRequire(import.meta.url)
  .resolve('@rjsf/utils')
  .replace(/dist[\\/]index\.cjs$/, 'lib/findSchemaDefinition.js')

describe('fast-uri for @rjsf/utils', () => {
  it('gives @rjsf/utils the draft-07 stand-in', () => {
    expect(existsSync(rjsfUtils)).toBe(true)
    expect(resolveId('fast-uri', rjsfUtils)).toBe(draft07UriFile)
  })

  it('leaves fast-uri to Ajv and every other importer', () => {
    expect(resolveId('fast-uri', '/app/node_modules/ajv/dist/compile/resolve.js')).toBeUndefined()
    expect(resolveId('jsonpointer', rjsfUtils)).toBeUndefined()
  })

  it('says a draft 2020-12 reference is not resolved instead of resolving it', () => {
    expect(() => draft07Uri.resolve()).toThrow('draft 2020-12')
    expect(() => draft07Uri.equal()).toThrow('draft 2020-12')
  })
})
