// What the build knows of the data a screen's sources hold, for the data-path check
// (src/engine/check/data-path-check.ts): a call source holds its call's response, whose schema the catalogue names
// (schemas/api); an assistant source holds its declared conversation. $refs are resolved between the schema files on disk, by $id.
import { readdirSync } from 'node:fs'
import { join, posix } from 'node:path'
import { isCatalogueName, specOf } from '../../src/api/catalogue.ts'
import type { DataShapes, SchemaAt } from '../../src/engine/check/data-path-check.ts'
import { said } from '../../src/engine/check/words.ts'
import { readJson, schemasDir, type JsonSchema } from '../lib/schema-files.ts'

const byId = new Map<string, JsonSchema>()

function schemaById(id: string): JsonSchema | undefined {
  if (byId.size === 0) {
    for (const folder of ['api', '.']) {
      for (const file of readdirSync(join(schemasDir, folder)).filter((f) => f.endsWith('.schema.json'))) {
        const schema = readJson(join(schemasDir, folder, file))
        byId.set(schema.$id ?? posix.join(folder, file), schema)
      }
    }
  }
  return byId.get(id)
}

/** A JSON Pointer fragment (#/definitions/x) inside a schema. */
function pointer(schema: JsonSchema, fragment: string): JsonSchema | undefined {
  let at: unknown = schema
  for (const raw of fragment.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined
  }
  return at && typeof at === 'object' ? (at as JsonSchema) : undefined
}

export function resolveRef(ref: string, from: string): SchemaAt | undefined {
  const [file, fragment = ''] = ref.split('#')
  const id = file ? posix.normalize(posix.join(posix.dirname(from), file)) : from
  const whole = schemaById(id)
  const schema = whole && (fragment ? pointer(whole, fragment) : whole)
  return schema ? { schema, id } : undefined
}

export const dataShapes: DataShapes = {
  valueOf(source) {
    // The assistant's conversation has its one declared shape; the other app kinds (chat, region, inspect) are open.
    if (typeof source.assistant === 'string') {
      const id = 'api/assistant-conversation.schema.json'
      const schema = schemaById(id)
      return schema && { schema, id, of: said('declaredValue', { kind: 'assistant', schema: `schemas/${id}` }) }
    }
    const call = source.call
    if (typeof call !== 'string' || !isCatalogueName(call)) return undefined
    const id = specOf(call).response
    const schema = schemaById(id)
    return schema && { schema, id, of: said('responseOf', { call, schema: `schemas/${id}` }) }
  },
  resolve: resolveRef,
}
