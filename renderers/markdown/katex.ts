// KaTeX (about 75 KB gzip with its CSS) loads only when a markdown node has a formula; once per page.
import type katexDefault from 'katex'

export type KatexModule = Pick<typeof katexDefault, 'renderToString'>

let loading: Promise<KatexModule> | null = null
let loaded: KatexModule | null = null

/** KaTeX if an earlier formula already loaded it, so later nodes render their formulas at once. */
export function katexIfLoaded(): KatexModule | null {
  return loaded
}

export function loadKatex(): Promise<KatexModule> {
  loading ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(([m]) => (loaded = m.default))
  // A failed load (bad network) may be tried again by the next markdown node.
  loading.catch(() => {
    loading = null
  })
  return loading
}
