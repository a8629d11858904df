import type { RendererDefinition } from '../../src/engine'
import type { FormNode } from '../../src/generated/screen'
import { isInlined, type FormRaw } from './types'
import { FormView, LazyForm } from './LazyForm'

// schema, ui and messages are handed over as written: they hold no templates, and keeping them the same
// objects lets rjsf skip its deep comparisons. `initial` is resolved (it may read route or query).
export const definition: RendererDefinition<FormNode, FormRaw> = {
  type: 'form',
  component: LazyForm,
  preload: FormView.preload,
  // Its precompiled validator, a chunk of its own that the form would otherwise ask for only once drawn.
  preloadFor: async ({ schema }) =>
    isInlined(schema) ? (await import('./validation/precompiled-modules')).fetchPrecompiled(schema) : undefined,
  raw: ['schema', 'ui', 'messages', 'remember'],
}
