import type { SchemaId } from '../api/catalogue'
import type { JsonSchema } from './checks/schema-check'

// The API entity schemas by $id ('api/resident-page.schema.json'), the same files the client's types come from.
const files = import.meta.glob<JsonSchema & { $id?: string }>('../../schemas/api/*.schema.json', { eager: true, import: 'default' })

export const apiSchemas: ReadonlyMap<string, JsonSchema> = new Map(
  Object.entries(files).map(([file, schema]) => [schema.$id ?? `api/${file.split('/').pop()}`, schema]),
)

export function schemaById(id: SchemaId): JsonSchema | undefined {
  return apiSchemas.get(id)
}

/** $refs inside schemas are file names relative to schemas/api/. */
export function resolveApiRef(ref: string): JsonSchema | undefined {
  const file = ref.split('#')[0].split('/').pop() ?? ''
  return apiSchemas.get(`api/${file}`)
}
