// The JSON view's text back to the builder's page, or why it cannot be (not JSON, or a shape the form cannot show).
import { pageFromConfig } from './page-config'
import type { BuilderPage } from './model'
import { fill, builderWording as w } from './wording'

export function parseText(text: string): { page: BuilderPage } | { problem: string } {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (e) {
    return { problem: fill(w.notJson, { why: e instanceof Error ? e.message : String(e) }) }
  }
  const parsed = pageFromConfig(value)
  return 'page' in parsed ? parsed : { problem: fill(w.cannotShow, { why: parsed.problem }) }
}
