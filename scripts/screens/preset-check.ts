// { "action": "preset", "name": ... } must name a preset that a presets document in screens/ defines
// (screens/presets/actions.json), and { "type": "preset", "name": ... } one of screens/presets/nodes.json;
// otherwise the button does nothing, or the nodes are missing, on a user's phone. Its "with" must fit the
// preset's "params" schema (a missing, unknown or wrong-typed parameter would draw a blank or a wrong value),
// and a preset may read only the parameters it declares.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { plainProblems } from '../../src/engine/check/ajv-messages.ts'
import { childPath } from '../../src/engine/check/json-path.ts'
import { hint } from '../../src/engine/check/suggest.ts'
import { said } from '../../src/engine/check/words.ts'
import { templateReads } from '../../src/engine/expression/dependencies.ts'
import { splitTemplate } from '../../src/shared-logic/expression/parse.ts'
import '../../src/shared-logic/expression/jsep-parser.ts' // Parses at once, outside a screen's load: the parser comes with this code (parse.ts).
import type { FileFinding } from './duplicates.ts'
import type { PresetParams, PresetUse, ScreenIdentity } from './screen-identity.ts'

const ajv = new Ajv({ allErrors: true, verbose: true, strict: false })
addFormats(ajv)

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

/** A value that is one whole {{ }} expression: its type is known only at run time, so any type may come. */
const isWholeTemplate = (v: unknown) => {
  if (typeof v !== 'string') return false
  const parts = splitTemplate(v.trim())
  return parts.length === 1 && 'expr' in parts[0]
}

/** The params schema as checked: closed unless it says "additionalProperties", so a misspelt name is caught. */
const closed = (schema: Record<string, unknown>) => ('additionalProperties' in schema ? schema : { ...schema, additionalProperties: false })

const compiled = new Map<string, ValidateFunction | string>()
function validatorOf(schema: unknown): ValidateFunction | string {
  const key = JSON.stringify(schema)
  let found = compiled.get(key)
  if (!found) {
    try {
      found = ajv.compile(isRecord(schema) ? closed(schema) : {})
    } catch (e) {
      found = e instanceof Error ? e.message : String(e)
    }
    compiled.set(key, found)
  }
  return found
}

/** Where a use's "with" is: beside its "name". */
const withAt = (use: PresetUse) => childPath(use.at.slice(0, use.at.lastIndexOf('/')), 'with')

function withProblems(file: string, use: PresetUse, definition: PresetParams | undefined): FileFinding[] {
  const at = withAt(use)
  if (!definition) {
    if (use.with === undefined) return []
    return [{ file, path: at, said: said('presetTakesNoParams', { name: use.name }) }]
  }
  const validate = validatorOf(definition.schema)
  if (typeof validate === 'string') return [] // the presets file says so (paramsSchemaProblems)
  validate(use.with ?? {})
  // A {{ }} value fits any type here; what it names is checked with the rest of the file's expressions.
  const errors = (validate.errors ?? []).filter(
    (e: ErrorObject) => e.keyword === 'required' || e.keyword === 'additionalProperties' || !isWholeTemplate(e.data),
  )
  const base = use.with === undefined ? at.slice(0, at.lastIndexOf('/')) : at
  return plainProblems(errors).map((p) => ({
    file,
    path: base + p.path,
    said: said('presetParam', { name: use.name, problem: p.said }),
  }))
}

/** Every params schema must compile, and every {{ params.x }} inside the preset must name a declared x. */
function paramsSchemaProblems(file: string, definition: PresetParams): FileFinding[] {
  const validate = validatorOf(definition.schema)
  if (typeof validate === 'string')
    return [{ file, path: childPath(definition.at, 'params'), said: said('presetParamsSchema', { name: definition.name, why: validate }) }]
  const schema = isRecord(definition.schema) ? definition.schema : {}
  if (schema.additionalProperties === true) return []
  const declared = Object.keys(isRecord(schema.properties) ? schema.properties : {})
  const problems: FileFinding[] = []
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string' && value.includes('{{')) {
      // A broken expression reads nothing: the expression check says what is wrong with it.
      for (const read of templateReads(value)) {
        const param = read[0] === 'params' && read.length > 1 ? read[1] : undefined
        if (param === undefined || declared.includes(param)) continue
        const where = said('inExpression', { expr: `params.${param}` })
        problems.push({ file, path, said: said('presetUndeclaredParam', { param, where, mean: hint(param, declared) }) })
      }
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, childPath(path, i)))
    else if (isRecord(value)) for (const [k, v] of Object.entries(value)) walk(v, childPath(path, k))
  }
  walk(definition.content, childPath(definition.at, definition.kind === 'node' ? 'body' : 'run'))
  return problems
}

export function presetProblems(files: readonly ScreenIdentity[]): FileFinding[] {
  const actions = [...new Set(files.flatMap((f) => f.presets))].sort()
  const nodes = [...new Set(files.flatMap((f) => f.nodePresets))].sort()
  const params = new Map(files.flatMap((f) => f.presetParams).map((p) => [`${p.kind}:${p.name}`, p]))
  const problems: FileFinding[] = []
  for (const f of files) {
    for (const definition of f.presetParams) problems.push(...paramsSchemaProblems(f.file, definition))
    for (const use of f.presetUses) {
      const defined = use.kind === 'node' ? nodes : actions
      if (defined.includes(use.name)) {
        problems.push(...withProblems(f.file, use, params.get(`${use.kind}:${use.name}`)))
        continue
      }
      const why = defined.length ? hint(use.name, defined) : said('noPresets')
      problems.push({ file: f.file, path: use.at, said: said('unknownPreset', { name: use.name, why }) })
    }
  }
  return problems
}
