// A form node may name its schema by file ({ "$ref": "../../schemas/api/x.schema.json" }). The browser never
// fetches schemas, so the build puts the file's content in the config. The screens plugin and the validator
// precompiler both call this, so the schema the browser validates with is, byte for byte, the one compiled.
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

export class SchemaRefError extends Error {}

const isFileRef = (ref: unknown): ref is string => typeof ref === 'string' && !ref.startsWith('#') && /\.json(#.*)?$/.test(ref)

function readSchema(file: string): { [key: string]: Json } {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    throw new SchemaRefError(`schema file not found: ${file}`)
  }
  return JSON.parse(text) as { [key: string]: Json }
}

/** `$id` and `$schema` would change how Ajv resolves refs once the file sits inside another document. */
function withoutIdentity(schema: { [key: string]: Json }): { [key: string]: Json } {
  const { $id: _id, $schema: _schema, ...rest } = schema
  return rest
}

function hasLocalRef(node: Json): boolean {
  if (Array.isArray(node)) return node.some(hasLocalRef)
  if (node === null || typeof node !== 'object') return false
  if (typeof node.$ref === 'string' && node.$ref.startsWith('#')) return true
  return Object.values(node).some(hasLocalRef)
}

/**
 * Replace every file `$ref` in `node` with the file's content, recursively, each relative to the file that
 * names it. The top file may use local refs (#/definitions/x: it becomes the root); a nested file may not,
 * and a cycle is refused: both would need a bundler, and form schemas have no use for them.
 */
function inline(node: Json, baseDir: string, seen: readonly string[], top: boolean, files: Set<string>): Json {
  if (Array.isArray(node)) return node.map((n) => inline(n, baseDir, seen, false, files))
  if (node === null || typeof node !== 'object') return node
  if (isFileRef(node.$ref)) {
    const [path, fragment] = node.$ref.split('#')
    if (fragment) throw new SchemaRefError(`${node.$ref}: a fragment of another file is not supported; refer to the whole file`)
    const file = resolve(baseDir, path)
    if (seen.includes(file)) throw new SchemaRefError(`${node.$ref}: the schema refers to itself (${seen.join(' -> ')})`)
    const loaded = withoutIdentity(readSchema(file))
    if (!top && hasLocalRef(loaded)) throw new SchemaRefError(`${node.$ref}: a nested schema file may not use # refs`)
    files.add(file)
    const { $ref: _ref, ...siblings } = node
    const content = inline(loaded, dirname(file), [...seen, file], top, files) as { [key: string]: Json }
    return { ...content, ...(inline(siblings, baseDir, seen, false, files) as { [key: string]: Json }) }
  }
  const out: { [key: string]: Json } = {}
  for (const [key, value] of Object.entries(node)) out[key] = inline(value, baseDir, seen, false, files)
  return out
}

/** The schema with its file refs inlined, and the files read (for a watcher). */
export function inlineSchema(schema: unknown, baseDir: string): { schema: unknown; files: string[] } {
  const files = new Set<string>()
  return { schema: inline(schema as Json, baseDir, [], true, files), files: [...files] }
}

export interface FormSchemaSite {
  /** The form node's id. */
  id: string
  schema: unknown
}

function isFormNode(node: { [key: string]: Json }): boolean {
  return node.type === 'form' && !!node.schema && typeof node.schema === 'object'
}

/**
 * The screen config with every form node's schema inlined (the input is not changed), the forms found and the
 * schema files read. Walks every value, so forms inside stacks, tabs or list templates are found too.
 */
export function resolveFormSchemas(config: unknown, screenFile: string): { config: unknown; forms: FormSchemaSite[]; files: string[] } {
  const forms: FormSchemaSite[] = []
  const files = new Set<string>()
  const walk = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(walk)
    if (node === null || typeof node !== 'object') return node
    const out: { [key: string]: Json } = {}
    for (const [key, value] of Object.entries(node)) out[key] = walk(value)
    if (isFormNode(node)) {
      const inlined = inlineSchema(node.schema, dirname(screenFile))
      for (const f of inlined.files) files.add(f)
      out.schema = inlined.schema as Json
      forms.push({ id: String(node.id), schema: inlined.schema })
    }
    return out
  }
  return { config: walk(config as Json), forms, files: [...files] }
}
