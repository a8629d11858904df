// The app's shared wording as a message table (screens/wording.json, handed to createEngine): t('key', ...values)
// in configs and ctx.t(key, ...values) in renderers. {0}, {1}… are filled with the values in order.
import type { WordingKey } from '../generated/wording'

export type { WordingKey }

export type MessageTable = Readonly<Record<string, string>>

const PLACEHOLDER = /\{(\d+)\}/g

/** Fill {0}, {1}… with the values; a placeholder without a value stays as written. */
export function formatMessage(text: string, values: readonly unknown[]): string {
  return text.replace(PLACEHOLDER, (whole, index: string) => {
    const value = values[Number(index)]
    return value === undefined || value === null ? whole : String(value)
  })
}
