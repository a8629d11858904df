// A piece of config written out again instead of named: the same subtree (an object or a list, equal as JSON,
// the order of an object's keys aside) of REPEAT_MIN_CHARS characters or more, in two or more places of the
// files in screens/. Each copy is one more place to change when the bar, the card or the fallback page changes,
// and the copies drift apart. `screens check` warns at each place, naming the others and saying what would name
// it instead: a node preset, an action preset (screens/presets/), with "with" for what differs.
//
// Pieces are nodes and actions (one, or a list of them): what a preset can stand for. A copied part of a node
// (a form's "ui" or "messages") is named with the node around it when that node is copied whole, and not on its
// own: a form cannot be a preset yet (its schema's $ref is inlined screen by screen at build time).
//
// Only the largest repeated piece is named: the nodes inside a repeated card are repeated too, and are not
// warned about again unless they also stand somewhere outside a copy of the card. Equal means equal: two bars
// that differ in one text are not copies here (making them one preset with a parameter is still a good idea,
// but deciding which near-copies are "the same" is for a person).
import { lineAndColumn, offsetOf, readJsonText } from '../../src/engine/check/json-text.ts'
import { childPath } from '../../src/engine/check/json-path.ts'
import { stableKey } from '../../src/engine/data/stable-key.ts'
import { said, type Said } from '../../src/engine/check/words.ts'
import type { Problem } from '../../src/engine/loaded-screen.ts'

/** The smallest repeated piece warned about, in characters of its minified JSON: about a card of three nodes. */
export const REPEAT_MIN_CHARS = 300

export interface RepeatSource {
  /** As shown: screens/content/news-detail.json. */
  file: string
  text: string
}

export interface Repeat {
  /** The piece's minified JSON, keys sorted (what "the same" compares). */
  shape: string
  /** Every place it stands, in file order. */
  places: { file: string; path: string; line: number; column: number }[]
  /** What kind of thing it is, for the suggestion. */
  kind: 'node' | 'action'
}

/** The value as JSON with each object's keys sorted, so key order makes no difference (the request cache's key). */
export const shapeOf = stableKey

/** A node or a list of nodes, an action or a list of actions; anything else is no piece. */
function kindOf(value: unknown): Repeat['kind'] | undefined {
  const items: unknown[] = Array.isArray(value) ? (value as unknown[]) : [value]
  const is = (key: string) =>
    items.length > 0 && items.every((v) => !!v && typeof v === 'object' && typeof (v as Record<string, unknown>)[key] === 'string')
  return is('type') ? 'node' : is('action') ? 'action' : undefined
}

interface Place {
  file: string
  path: string
  offset: number
  text: string
  shape: string
  kind: Repeat['kind']
  /** The nearest enclosing piece big enough to count. */
  parent: Place | undefined
}

/** Every repeated piece among the files (unreadable files are left to the other checks), largest first. */
export function findRepeats(sources: readonly RepeatSource[], min = REPEAT_MIN_CHARS): Repeat[] {
  const byShape = new Map<string, Place[]>()
  for (const source of sources) {
    const read = readJsonText(source.text.charCodeAt(0) === 0xfeff ? source.text.slice(1) : source.text)
    if (!read.ok) continue
    const walk = (value: unknown, path: string, parent: Place | undefined): void => {
      if (!value || typeof value !== 'object') return
      const kind = kindOf(value)
      const shape = kind ? shapeOf(value) : ''
      let here = parent
      if (kind && shape.length >= min) {
        here = { file: source.file, path, offset: offsetOf(read.positions, path), text: source.text, shape, kind, parent }
        byShape.set(shape, [...(byShape.get(shape) ?? []), here])
      }
      const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value)
      for (const [key, child] of entries) walk(child, childPath(path, key), here)
    }
    walk(read.value, '', undefined)
  }
  const repeated = (p: Place) => (byShape.get(p.shape)?.length ?? 0) >= 2
  const insideCopy = (p: Place) => {
    for (let up = p.parent; up; up = up.parent) if (repeated(up)) return true
    return false
  }
  const repeats: Repeat[] = []
  for (const [shape, places] of byShape) {
    // Every copy inside a larger copy: the larger one is the warning.
    if (places.length < 2 || places.every(insideCopy)) continue
    repeats.push({
      shape,
      kind: places[0].kind,
      places: places.map((p) => ({ file: p.file, path: p.path, ...lineAndColumn(p.text, p.offset) })),
    })
  }
  return repeats.sort((a, b) => b.shape.length * b.places.length - a.shape.length * a.places.length)
}

/** Characters that are copies: each repeated piece counted once less than it stands. */
export const repeatedChars = (repeats: readonly Repeat[]) => repeats.reduce((n, r) => n + r.shape.length * (r.places.length - 1), 0)

const SUGGESTION = { node: 'repeatNode', action: 'repeatAction' } as const

/** One warning at each place of each repeat, naming the other places (for the files in `files`, or all). */
export function repeatWarnings(repeats: readonly Repeat[], files?: ReadonlySet<string>): (Omit<Problem, 'message'> & { said: Said })[] {
  return repeats.flatMap((r) =>
    r.places
      .filter((p) => !files || files.has(p.file))
      .map((p) => {
        const others = r.places.filter((o) => o !== p).map((o) => `${o.file}:${o.line}:${o.column} (${o.path})`)
        return {
          file: p.file,
          path: p.path,
          line: p.line,
          column: p.column,
          said: said(SUGGESTION[r.kind], { size: r.shape.length, others: others.join(', ') }),
        }
      }),
  )
}
