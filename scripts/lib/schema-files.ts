// Where the screen language lives on disk, and the unions that `npm run gen` derives from its folders.
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { join, resolve } from 'node:path'

export const root = resolve(import.meta.dirname, '../..')
export const schemasDir = join(root, 'schemas')

/** Each union is one schema file whose oneOf lists every schema in a folder. */
export const unions = [
  { file: 'node.schema.json', folder: 'nodes', title: 'Node', what: 'one of the node types' },
  { file: 'action.schema.json', folder: 'actions', title: 'Action', what: 'one of the actions' },
  { file: 'data-source.schema.json', folder: 'data-sources', title: 'DataSource', what: 'one of the data-source kinds' },
] as const

export type JsonSchema = { $id?: string; title?: string; [key: string]: unknown }

export function schemaFilesIn(folder: string): string[] {
  return readdirSync(join(schemasDir, folder))
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
}

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the shape of the build input it reads
export function readJson<T = JsonSchema>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T
}

/** The names a folder defines: node types, action names, data-source kinds (file name minus .schema.json). */
export function namesIn(folder: string): string[] {
  return schemaFilesIn(folder).map((f) => f.replace(/\.schema\.json$/, ''))
}

export function unionSchema(u: (typeof unions)[number]): JsonSchema {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: u.file,
    title: u.title,
    description: `Written by npm run gen from schemas/${u.folder}/: ${u.what}.`,
    oneOf: schemaFilesIn(u.folder).map((f) => ({ $ref: `${u.folder}/${f}` })),
  }
}

/** Every schema of the screen language (not the API entities), keyed by $id. */
export function screenLanguageSchemas(): JsonSchema[] {
  const top = ['common.schema.json', 'screen.schema.json', ...unions.map((u) => u.file)]
  const nested = unions.flatMap((u) => schemaFilesIn(u.folder).map((f) => `${u.folder}/${f}`))
  return [...top, ...nested].map((f) => readJson(join(schemasDir, f)))
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/**
 * A $ref resolver for json-schema-to-typescript that reads schema files through `prepare` (for the types only;
 * the files stay as they are).
 */
export function schemaFileResolver(prepare: (schema: Json) => Json) {
  return {
    order: 1,
    canRead: /\.schema\.json$/,
    read(file: { url: string }): string {
      const path = file.url.startsWith('file:') ? fileURLToPath(file.url) : decodeURIComponent(file.url)
      return JSON.stringify(prepare(JSON.parse(readFileSync(path, 'utf8')) as Json))
    },
  }
}
