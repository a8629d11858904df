/** Every node type a config uses, wherever nodes sit (body, footer, tabs, item templates...). Pure: the build uses it. */
export function nodeTypesIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) nodeTypesIn(v, into)
  else if (value && typeof value === 'object') {
    const { type } = value as { type?: unknown }
    if (typeof type === 'string') into.add(type)
    for (const v of Object.values(value)) if (v && typeof v === 'object') nodeTypesIn(v, into)
  }
  return into
}
