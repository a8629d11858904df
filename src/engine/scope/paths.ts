// Paths into the screen scope (['state', 'selected'], ['data', 'bills']): how a value is read and replaced
// without mutating what React may still be drawing, and when a change at one path concerns a reader of another.
import { FORBIDDEN_KEYS } from '../../shared-logic/expression/forbidden-keys'

export { FORBIDDEN_KEYS }

export type Path = readonly string[]

export function parsePath(text: string): Path {
  return text.split('.').filter((part) => part !== '')
}

/** The value at a path; undefined where any step is missing or not an object. Own properties only. */
export function readPath(root: unknown, path: Path): unknown {
  let at = root
  for (const part of path) {
    if (!at || typeof at !== 'object' || !Object.prototype.hasOwnProperty.call(at, part)) return undefined
    at = (at as Record<string, unknown>)[part]
  }
  return at
}

/** A copy of `root` with `value` at `path`; only the objects along the path are copied (the rest keep identity). */
export function writePath<T extends object>(root: T, path: Path, value: unknown): T {
  if (path.length === 0) throw new Error('an empty path cannot be written')
  const [head, ...rest] = path
  if (FORBIDDEN_KEYS.has(head)) throw new Error(`"${head}" cannot be written`)
  const current = (root as Record<string, unknown>)[head]
  const child = current && typeof current === 'object' && !Array.isArray(current) ? current : {}
  return { ...root, [head]: rest.length ? writePath(child, rest, value) : value }
}

/** A change at `changed` concerns a reader of `read` when one path is a prefix of the other. */
export function overlaps(changed: Path, read: Path): boolean {
  const n = Math.min(changed.length, read.length)
  for (let i = 0; i < n; i++) if (changed[i] !== read[i]) return false
  return true
}
