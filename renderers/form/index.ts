import type { RendererDefinition } from '../../src/engine'
import type { FormNode } from '../../src/generated/screen'
import type { FormRaw } from './types'
import { FormView, LazyForm } from './LazyForm'

// schema, ui and messages are handed over as written: they hold no templates, and keeping them the same
// objects lets rjsf skip its deep comparisons. `initial` is resolved (it may read route or query).
export const definition: RendererDefinition<FormNode, FormRaw> = {
  type: 'form',
  component: LazyForm,
  preload: FormView.preload,
  raw: ['schema', 'ui', 'messages', 'remember'],
}
