import type { NodeContext } from '../../src/engine'

/** The list's own wording, from the app's one wording table through the t() expression function. */
export interface ListTexts {
  loading: string
  noMore: string
  noMatch: string
  retry: string
}

const KEYS: ListTexts = {
  loading: "{{ t('loading') }}",
  noMore: "{{ t('noMore') }}",
  noMatch: "{{ t('noMatchingResults') }}",
  retry: "{{ t('retry') }}",
}

export function listTexts(ctx: NodeContext): ListTexts {
  return ctx.resolve(KEYS)
}
