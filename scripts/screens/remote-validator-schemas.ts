// The screen language as one schema set that Ajv can compile to standalone code for the browser. The checker
// (schema-check.ts) swaps the node, action and data-source unions for a marker keyword with a run-time function,
// which standalone code cannot carry; here each union becomes a discriminated schema instead: the `type`,
// `action` or kind key must name a known member, and then that member's own schema applies (if/then), so an
// unknown type is reported as such and a known one gets only its own schema's errors.
import { join } from 'node:path'
import { namesIn, readJson, schemasDir, screenLanguageSchemas, unions, type JsonSchema } from '../lib/schema-files.ts'
import { UNION_KEYWORD } from '../../src/engine/check/ajv-messages.ts'

/** Marks the discriminating property of a union, so its enum error reads as "unknown node type". */
export const UNION_KEY = 'x-edu-union-key'

function discriminated(folder: 'nodes' | 'actions', key: 'type' | 'action', $id: string): JsonSchema {
  const names = namesIn(folder)
  return {
    $id,
    type: 'object',
    [UNION_KEYWORD]: folder,
    required: [key],
    properties: { [key]: { type: 'string', enum: names, [UNION_KEY]: folder } },
    allOf: names.map((name) => ({ if: { properties: { [key]: { const: name } } }, then: { $ref: `${folder}/${name}.schema.json` } })),
  }
}

function dataSourceUnion($id: string): JsonSchema {
  const kinds = namesIn('data-sources')
  return {
    $id,
    type: 'object',
    [UNION_KEYWORD]: 'data-sources',
    anyOf: kinds.map((k) => ({ required: [k] })),
    allOf: kinds.map((k) => ({ if: { required: [k] }, then: { $ref: `data-sources/${k}.schema.json` } })),
  }
}

/** Every schema of the screen language, the unions discriminated. */
export function remoteValidatorSchemas(): JsonSchema[] {
  const replaced: Record<string, JsonSchema> = {}
  for (const u of unions) {
    replaced[u.file] =
      u.folder === 'nodes'
        ? discriminated('nodes', 'type', u.file)
        : u.folder === 'actions'
          ? discriminated('actions', 'action', u.file)
          : dataSourceUnion(u.file)
  }
  // A questionnaire node may carry its questionnaire inline, so the node's schema refers to that document's.
  const questionnaire = readJson(join(schemasDir, 'questionnaire.schema.json'))
  return [...screenLanguageSchemas().map((s) => (s.$id && replaced[s.$id] ? replaced[s.$id] : s)), questionnaire]
}
