// Structural check of a screen against the screen-language schemas, one node, action or data source at a time.
// The union schemas (node, action, data-source) are swapped for a marker that only records where a member
// sits; each member is then checked against the one schema its `type`, `action` or kind key names. So an
// unknown type is reported as such, and a known type gets only its own schema's errors, never a oneOf soup.
import Ajv, { type AnySchemaObject } from 'ajv'
import type { DataValidationCxt } from 'ajv/dist/types/index.js'
import addFormats from 'ajv-formats'
import { join } from 'node:path'
import { namesIn, readJson, schemasDir, screenLanguageSchemas, unions } from '../lib/schema-files.ts'
import { plainProblems, UNION_KEYWORD } from '../../src/engine/check/ajv-messages.ts'
import type { Finding } from '../../src/engine/check/finding.ts'
import { childPath } from '../../src/engine/check/json-path.ts'
import { hint } from '../../src/engine/check/suggest.ts'
import { documentSchemas } from './document-kind.ts'

export type UnionFolder = (typeof unions)[number]['folder']

/** Where a node, an action or a data source sits in a screen, as found while checking it. */
export interface Site {
  folder: UnionFolder
  path: string
  value: Record<string, unknown>
}

export interface SchemaCheck {
  problems: Finding[]
  /** Every node, action and data source whose own schema was applied (the reference checks look at these). */
  sites: Site[]
}

interface Language {
  ajv: Ajv
  names: Record<UnionFolder, string[]>
  unionWords: Record<string, string>
  found: Site[]
}

let language: Language | undefined

function load(): Language {
  const found: Site[] = []
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: false })
  addFormats(ajv)
  ajv.addKeyword({
    keyword: UNION_KEYWORD,
    type: 'object',
    schemaType: 'string',
    validate: (folder: UnionFolder, data: Record<string, unknown>, _parent?: AnySchemaObject, cxt?: DataValidationCxt) => {
      found.push({ folder, path: cxt?.instancePath ?? '', value: data })
      return true
    },
  })
  const unionFiles = new Map<string, UnionFolder>(unions.map((u) => [u.file, u.folder]))
  for (const schema of screenLanguageSchemas()) {
    const folder = schema.$id ? unionFiles.get(schema.$id) : undefined
    ajv.addSchema(folder ? { $id: schema.$id, type: 'object', [UNION_KEYWORD]: folder } : schema)
  }
  for (const file of documentSchemas()) ajv.addSchema(readJson(join(schemasDir, file)))
  const names = {
    nodes: namesIn('nodes'),
    actions: namesIn('actions'),
    'data-sources': namesIn('data-sources'),
  }
  const unionWords = { 'data-sources': names['data-sources'].join(', ') }
  return { ajv, names, unionWords, found }
}

function validate(lang: Language, schemaId: string, value: unknown, base: string): { problems: Finding[]; sites: Site[] } {
  const validator = lang.ajv.getSchema(schemaId)
  if (!validator) throw new Error(`schema ${schemaId} is not loaded`)
  lang.found.length = 0
  // The screen schemas have no $async: the answer is a boolean, and the errors are read from the validator.
  void validator(value)
  const sites = lang.found.splice(0).map((s) => ({ ...s, path: base + s.path }))
  const problems = plainProblems(validator.errors ?? [], lang.unionWords).map((p) => ({ ...p, path: base + p.path }))
  return { problems, sites }
}

/** Which member schema a site names, or the problem that it names none. */
function member(lang: Language, site: Site): { schemaId: string } | Finding {
  const known = lang.names[site.folder]
  if (site.folder === 'data-sources') {
    const kinds = known.filter((k) => k in site.value)
    if (kinds.length === 1) return { schemaId: `data-sources/${kinds[0]}.schema.json` }
    const list = known.join(', ')
    return {
      path: site.path,
      said:
        kinds.length === 0
          ? { word: 'dataSourceKind', values: { list } }
          : { word: 'dataSourceKinds', values: { list, found: kinds.join(', ') } },
    }
  }
  const key = site.folder === 'nodes' ? 'type' : 'action'
  const name = site.value[key]
  if (name === undefined) return { path: site.path, said: { word: 'keyRequired', values: { key, list: known.join(', ') } } }
  if (typeof name !== 'string')
    return { path: childPath(site.path, key), said: { word: 'mustBeType', values: { what: { word: 'typeString' } } } }
  if (!known.includes(name)) {
    const word = site.folder === 'nodes' ? 'unknownNodeType' : 'unknownAction'
    return { path: childPath(site.path, key), said: { word, values: { name, mean: hint(name, known) } } }
  }
  return { schemaId: `${site.folder}/${name}.schema.json` }
}

/**
 * Forget the compiled schemas: the next check reads schemas/ again. The dev server calls this when a schema file
 * changes (a new node type's schema), so screens using it check without a restart.
 */
export function forgetScreenLanguage(): void {
  language = undefined
}

/** Check a whole file against its schema: screen.schema.json, or a document schema such as action-presets. */
export function checkAgainstSchemas(config: unknown, schemaId = 'screen.schema.json'): SchemaCheck {
  language ??= load()
  const lang = language
  const problems: Finding[] = []
  const sites: Site[] = []
  const seen = new Set<string>()
  const queue = [validate(lang, schemaId, config, '')]
  for (let next = queue.shift(); next; next = queue.shift()) {
    problems.push(...next.problems)
    for (const site of next.sites) {
      // A oneOf may visit the same value twice (once per branch); check each member once.
      if (seen.has(site.path)) continue
      seen.add(site.path)
      const m = member(lang, site)
      if ('said' in m) problems.push(m)
      else {
        sites.push(site)
        queue.push(validate(lang, m.schemaId, site.value, site.path))
      }
    }
  }
  return { problems, sites }
}
