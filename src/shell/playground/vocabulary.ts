// What the playground's editor offers as it is typed: the screen language's words read from its schemas (node
// types, actions and data sources with their properties, the screen's own properties) and the names this engine
// has registered (calls of the catalogue, wording keys for t('…')). Read from the schemas themselves, so a new
// node type is offered as soon as it is registered, with no list kept here.
import type { Engine } from '../../engine'
import { addAllWords } from '../all-words'
import { RUN_TIME_SOURCES } from '../../engine/remote/capabilities'
import { callWire } from '../../generated/call-wire'
import screenSchema from '../../../schemas/screen.schema.json'

interface JsonSchema {
  $id?: string
  description?: string
  properties?: Record<string, JsonSchema & { const?: unknown; enum?: unknown[] }>
  required?: string[]
  definitions?: Record<string, JsonSchema>
}

export interface Word {
  name: string
  /** Shown beside the name: what it is or does. */
  detail?: string
  info?: string
}

export interface Kind {
  name: string
  description?: string
  properties: Word[]
  /** Each property's allowed values, where the schema lists them (`enum`). */
  values: Record<string, string[]>
}

export interface Vocabulary {
  /** By the value of the object's `type` (nodes) or `action` (actions), or by its key (data sources: `call`). */
  nodes: Map<string, Kind>
  actions: Map<string, Kind>
  sources: Map<string, Kind>
  screen: Kind
  /** Named objects inside a screen: a route (`routes`), the header. */
  parts: Record<'route' | 'header', Kind>
  calls: Word[]
  wording: Word[]
}

const glob = (files: Record<string, JsonSchema>) => Object.values(files)
const nodeSchemas = glob(import.meta.glob('../../../schemas/nodes/*.schema.json', { eager: true, import: 'default' }))
const actionSchemas = glob(import.meta.glob('../../../schemas/actions/*.schema.json', { eager: true, import: 'default' }))
const sourceSchemas = glob(import.meta.glob('../../../schemas/data-sources/*.schema.json', { eager: true, import: 'default' }))

const firstLine = (text: string | undefined) => text?.split(/(?<=\.)\s/)[0]

function kindOf(name: string, schema: JsonSchema): Kind {
  const properties = Object.entries(schema.properties ?? {}).map(([key, prop]) => ({
    name: key,
    detail: schema.required?.includes(key) ? '必填' : undefined,
    info: firstLine(prop.description),
  }))
  const values = Object.fromEntries(
    Object.entries(schema.properties ?? {}).flatMap(([key, prop]) =>
      Array.isArray(prop.enum) ? [[key, prop.enum.filter((v): v is string => typeof v === 'string')]] : [],
    ),
  )
  return { name, description: firstLine(schema.description), properties, values }
}

/** The kinds whose schemas fix `key` with a const, by that value (button, toast, call…). */
function kindsBy(key: string, schemas: JsonSchema[], registered: (name: string) => boolean): Map<string, Kind> {
  const kinds = new Map<string, Kind>()
  for (const schema of schemas) {
    const name = schema.properties?.[key]?.const
    if (typeof name === 'string' && registered(name)) kinds.set(name, kindOf(name, schema))
  }
  return new Map([...kinds].sort(([a], [b]) => a.localeCompare(b)))
}

export function vocabularyOf(engine: Engine): Vocabulary {
  // Every key is offered, not only those the entry and the screens shown so far brought.
  addAllWords(engine)
  const screen = screenSchema as JsonSchema
  const part = (name: 'route' | 'header') => kindOf(name, screen.definitions?.[name] ?? screen.properties?.[name] ?? {})
  return {
    nodes: kindsBy('type', nodeSchemas, (name) => engine.renderers.has(name)),
    actions: kindsBy('action', actionSchemas, (name) => engine.actions.has(name)),
    // A data source is named by its key (`{ "call": … }`), the name of its schema file; a config from outside
    // the build may read only some kinds.
    sources: new Map(
      sourceSchemas.flatMap((schema) => {
        const name = /^data-sources\/(.+)\.schema\.json$/.exec(schema.$id ?? '')?.[1]
        const open = (RUN_TIME_SOURCES as readonly string[]).includes(name ?? '') && engine.dataSources.has(name ?? '')
        return name && open ? [[name, kindOf(name, schema)] as const] : []
      }),
    ),
    screen: kindOf('screen', screen),
    parts: { route: part('route'), header: part('header') },
    calls: Object.entries(callWire).map(([name, wire]) => ({ name, detail: `${wire.method} ${wire.path}` })),
    wording: engine.textKeys().map((key) => ({ name: key, detail: engine.text(key) })),
  }
}
