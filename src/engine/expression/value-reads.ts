// The scope paths a piece of config reads through its {{ }} templates: a data source's params and `when`, or a
// node's own props. Child nodes and actions are left out: a child node subscribes for itself, and an action
// reads the scope as it is when it runs.
import type { Path } from '../scope/paths'
import { isAction } from './evaluate'
import { templateReads } from './dependencies'

const isNode = (value: object) => typeof (value as { type?: unknown }).type === 'string'

function walk(value: unknown, top: boolean, into: Path[]): void {
  if (typeof value === 'string') {
    if (value.includes('{{')) into.push(...templateReads(value))
    return
  }
  if (!value || typeof value !== 'object') return
  if (Array.isArray(value)) {
    for (const v of value) walk(v, false, into)
    return
  }
  if (isAction(value) || (!top && isNode(value))) return
  for (const v of Object.values(value)) walk(v, false, into)
}

/** Every path the templates in `value` read; nested nodes and actions excluded. */
export function valueReads(value: unknown): Path[] {
  const into: Path[] = []
  walk(value, true, into)
  return into
}
