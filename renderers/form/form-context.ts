// What our widgets and fields get through rjsf's formContext. It is one stable object per form (rjsf compares
// it deeply on every change), holding refs, so a field reads the current node context without re-rendering.
import type { Registry } from '@rjsf/utils'
import type { Actions, NodeContext, WordingKey } from '../../src/engine'
import type { ValuesStore } from './values-store'

export interface FormContextValue {
  store: ValuesStore
  /** The form node's context as of its last render (scope for data sources, run for alerts). */
  node: { current: NodeContext }
  /** Number inputs are text inputs on iOS (spec §5): its number keyboards lack the minus and the decimal point. */
  ios: boolean
  /** Typed values not yet given to rjsf, by field id: each entry commits its value (submit flushes them all). */
  pending: Map<string, () => void>
}

export function formContextOf(registry: Registry): FormContextValue {
  return registry.formContext as FormContextValue
}

/** Run actions from a field (a toast telling what to pick first). */
export function runFromField(registry: Registry, actions: Actions): Promise<unknown> {
  return formContextOf(registry).node.current.run(actions)
}

/** Shared wording (screens/wording.json) for the widgets and fields inside rjsf, through the form node's ctx.t. */
export function formText(registry: Registry, key: WordingKey, ...values: readonly unknown[]): string {
  return formContextOf(registry).node.current.t(key, ...values)
}

/** Give rjsf every value still being typed. */
export function flushPending(context: FormContextValue): void {
  for (const commit of [...context.pending.values()]) commit()
}
