// @rjsf/utils imports fast-uri for $id-relative references, which it reads only in JSON Schema draft 2020-12
// schemas; the forms here are draft-07 (renderers/form/draft07-uri.ts). The build gives @rjsf/utils a stand-in,
// and leaves fast-uri to every other importer: Ajv, loaded at run time in development, needs the real one.
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

export const draft07UriFile = resolve(import.meta.dirname, '../../renderers/form/draft07-uri.ts')

export function rjsfDraft07Plugin(): Plugin {
  return {
    name: 'edu-rjsf-draft07',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'fast-uri' || !importer || !/[\\/]@rjsf[\\/]utils[\\/]/.test(importer)) return undefined
      return draft07UriFile
    },
  }
}
