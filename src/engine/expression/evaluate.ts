// The engine's side of expressions: a config's values resolved deeply as templates, actions left as written.
// The interpreter itself (evaluate, renderTemplate) is shared pure code (src/shared-logic/expression), so the
// embedded backend evaluates a questionnaire's rules exactly as the screen does.
import type { Resolved } from '../resolved'
import { renderTemplate, type EvalEnv } from '../../shared-logic/expression/evaluate'

export { evaluate, renderTemplate, type EvalEnv, type ExpressionFunction } from '../../shared-logic/expression/evaluate'

export function isAction(value: unknown): boolean {
  return !!value && typeof value === 'object' && typeof (value as { action?: unknown }).action === 'string'
}

/**
 * Resolve every string in a value (deeply) as a template. Actions are left as written (they resolve their
 * own fields when they run, with `result` and `error` in scope), and so are the top-level `raw` keys
 * (child nodes, item templates).
 */
export function resolveValue<T>(value: T, scope: object, env: EvalEnv, raw?: ReadonlySet<string>): Resolved<T> {
  // The walk knows values, not types: what it makes is what Resolved<T> describes.
  return resolveAny(value, scope, env, raw) as Resolved<T>
}

function resolveAny(value: unknown, scope: object, env: EvalEnv, raw?: ReadonlySet<string>): unknown {
  if (typeof value === 'string') return renderTemplate(value, scope, env)
  if (Array.isArray(value)) return value.some(isAction) ? value : value.map((v) => resolveAny(v, scope, env))
  if (value && typeof value === 'object') {
    if (isAction(value)) return value
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) out[k] = raw?.has(k) ? v : resolveAny(v, scope, env)
    return out
  }
  return value
}
