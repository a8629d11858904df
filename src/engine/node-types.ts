/** A node of a config as written. */
export type WrittenNode = Record<string, unknown> & { type: string }

/** Every node of a config as written (an object with a string `type`), wherever it sits. */
export function nodesIn(value: unknown, into: WrittenNode[] = []): WrittenNode[] {
  if (Array.isArray(value)) for (const v of value) nodesIn(v, into)
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record.type === 'string') into.push(record as WrittenNode)
    for (const v of Object.values(record)) if (v && typeof v === 'object') nodesIn(v, into)
  }
  return into
}

/** Every node type a config uses, wherever nodes sit (body, footer, tabs, item templates...). Pure: the build uses it. */
export function nodeTypesIn(value: unknown, into = new Set<string>()): Set<string> {
  for (const node of nodesIn(value)) into.add(node.type)
  return into
}
