// A README of props for every node type, written by `npm run gen` from schemas/nodes/ (and checked by
// `gen -- --check`), so what a config may write is documented beside each renderer and can never drift from
// the schema. A renderer's own notes, where it has them, go in NOTES.md beside it and are linked.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { readJson, root, schemaFilesIn, schemasDir, type JsonSchema } from './schema-files.ts'

type Schema = JsonSchema & {
  description?: string
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  oneOf?: Schema[]
  items?: Schema
  properties?: Record<string, Schema>
  required?: string[]
  $ref?: string
}

/** What a shared definition is called in the docs, by the name common.schema.json gives it. */
const COMMON: Record<string, string> = {
  template: 'text with `{{ }}`',
  expression: '`{{ }}` expression',
  flag: 'boolean or `{{ }}`',
  amount: 'number or `{{ }}`',
  nodeId: 'name',
  nodes: 'nodes',
  actions: 'actions',
}

const common = readJson<{ definitions: Record<string, Schema> }>(join(schemasDir, 'common.schema.json')).definitions

function refName(ref: string): string {
  const def = /#\/definitions\/(\w+)$/.exec(ref)?.[1]
  if (def && COMMON[def]) return COMMON[def]
  if (ref.endsWith('node.schema.json')) return 'node'
  if (ref.endsWith('action.schema.json')) return 'action'
  if (ref.endsWith('data-source.schema.json')) return 'data source'
  return `\`${ref.replace(/^(\.\.\/)+/, '')}\``
}

function typeOf(schema: Schema): string {
  if (schema.$ref) return refName(schema.$ref)
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``
  if (schema.enum) return schema.enum.map((v) => `\`${JSON.stringify(v)}\``).join(' \\| ')
  if (schema.oneOf) return schema.oneOf.map(typeOf).join(' or ')
  if (schema.type === 'array') return schema.items ? `list of ${typeOf(schema.items)}` : 'list'
  if (schema.type === 'object' && schema.properties)
    return `object: ${Object.keys(schema.properties)
      .map((k) => `\`${k}\``)
      .join(', ')}`
  if (Array.isArray(schema.type)) return schema.type.join(' or ')
  return schema.type ?? 'any'
}

function describe(schema: Schema): string {
  const own = schema.description
  const def = schema.$ref ? /#\/definitions\/(\w+)$/.exec(schema.$ref)?.[1] : undefined
  const text = own ?? (def ? common[def]?.description : undefined) ?? ''
  return text.replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/\n/g, ' ')
}

function readme(file: string): [string, string] {
  const schema = readJson<Schema>(join(schemasDir, 'nodes', file))
  const type = file.replace(/\.schema\.json$/, '')
  const required = new Set(schema.required ?? [])
  const rows = Object.entries(schema.properties ?? {})
    .filter(([name]) => name !== 'type')
    .map(([name, prop]) => `| \`${name}\` | ${typeOf(prop)} | ${required.has(name) ? 'yes' : ''} | ${describe(prop)} |`)
  const folder = join(root, 'renderers', type)
  const notes = existsSync(join(folder, 'NOTES.md')) ? ['', 'More about this renderer: [NOTES.md](NOTES.md).'] : []
  const text = [
    `# \`${type}\``,
    '',
    schema.description ?? '',
    '',
    `Written by \`npm run gen\` from \`schemas/nodes/${file}\`: change the schema, not this file.`,
    '',
    '| prop | value | required | meaning |',
    '| --- | --- | --- | --- |',
    `| \`type\` | \`"${type}"\` | yes | |`,
    ...rows,
    ...notes,
    '',
  ].join('\n')
  return [join(folder, 'README.md'), text]
}

/** renderers/<type>/README.md for every schema under schemas/nodes/. */
export function nodeReadmes(): Map<string, string> {
  return new Map(schemaFilesIn('nodes').map(readme))
}
