// A preset as its presets file writes it (screens/presets/nodes.json, actions.json): the nodes or actions alone,
// or, for one that takes parameters, { "params": <JSON Schema of its "with">, "body" | "run": ... }. The use
// names it with { "name": ..., "with": { ... } }; inside, {{ params.<name> }} reads a parameter. `screens check`
// holds each "with" to the schema; here only the defaults are read. Pure: the build and the renderers use it.

export interface PresetEntry {
  /** The nodes (`body`) or actions (`run`) the preset stands for. */
  content: unknown
  /** Each parameter's "default" from the params schema, used where "with" leaves it out. */
  defaults: Readonly<Record<string, unknown>>
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

/** Whether a presets file's value is the form with parameters rather than the bare nodes or actions. */
export const takesParams = (value: unknown): value is Record<string, unknown> & { params: unknown } => isRecord(value) && 'params' in value

function defaultsOf(params: unknown): Record<string, unknown> {
  const properties = isRecord(params) && isRecord(params.properties) ? params.properties : {}
  const defaults: Record<string, unknown> = {}
  for (const [name, schema] of Object.entries(properties)) if (isRecord(schema) && 'default' in schema) defaults[name] = schema.default
  return defaults
}

/** The preset named `name` of `presets`, or undefined; `key` is where the parametrised form keeps its content. */
export function presetEntry(presets: Readonly<Record<string, unknown>>, name: string, key: 'body' | 'run'): PresetEntry | undefined {
  if (!Object.hasOwn(presets, name)) return undefined
  const value = presets[name]
  if (takesParams(value)) return { content: value[key], defaults: defaultsOf(value.params) }
  return { content: value, defaults: {} }
}

/** The parameters a use hands its preset: the defaults, overridden by its (already resolved) "with". */
export function paramsFor(entry: PresetEntry, given: unknown): Record<string, unknown> {
  return { ...entry.defaults, ...(isRecord(given) ? given : {}) }
}
