// Read a screen file's text as JSON. JSON.parse's own messages differ between Node versions and some carry no
// position at all, so on failure a small scanner (shared with the live playground) finds where the text stops
// being JSON and says why in words.
import { findSyntaxFault, lineAndColumn } from '../../src/engine/remote/json-text.ts'

export { findSyntaxFault, lineAndColumn }

export type JsonSource = { ok: true; value: unknown } | { ok: false; message: string }

export function parseJsonSource(text: string): JsonSource {
  // Some editors save a byte-order mark; JSON.parse rejects it, people never see it.
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  try {
    return { ok: true, value: JSON.parse(body) }
  } catch (e) {
    const fault = findSyntaxFault(body) ?? { offset: 0, message: e instanceof Error ? e.message : String(e) }
    const { line, column } = lineAndColumn(body, fault.offset)
    return { ok: false, message: `invalid JSON at line ${line}, column ${column}: ${fault.message}` }
  }
}
