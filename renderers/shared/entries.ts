// Entries of a grid, a tab bar or a swiper: written out in the config, or records from data mapped through
// the node's template. The template's fields read the record as `item`; its `press` runs with the record as
// `item`, so { "action": "navigate", "to": "{{ item.link }}" } opens each record's own link.
import { Badge } from 'antd-mobile'
import type { Actions, NodeContext } from '../../src/engine'
import { badgeContent } from './badge-content'

export interface Entry {
  /** Display fields, resolved (text, image addresses, badges). */
  fields: Record<string, unknown>
  press: Actions | undefined
  /** What `item` is while the press runs. */
  item: unknown
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

export function entriesOf(items: unknown, template: object | undefined, ctx: NodeContext): Entry[] {
  if (!Array.isArray(items)) return []
  return items.filter(isRecord).map((record) => {
    if (!template) {
      const { press, ...fields } = record
      return { fields, press: press as Actions | undefined, item: record }
    }
    const { press, ...shown } = template as { press?: Actions }
    const fields: Record<string, unknown> = ctx.resolve(shown, { item: record })
    return { fields, press, item: record }
  })
}

/** A field as text: numbers become text, anything else that is not text is absent. */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

/** A badge field as antd-mobile's Badge takes it: `dot`, a count capped at 99+ (badge-content.ts), a word; none for 0 or empty. */
export function badgeOf(value: unknown): string | typeof Badge.dot | undefined {
  if (value === 'dot') return Badge.dot
  return badgeContent(textOf(value))
}
