// Runs an action chain: each action's fields are resolved just before it runs (so it sees what the previous
// step set), `then` runs with `result` in scope, `catch` with `error`. A failure stops the chain.
import type { Engine } from '../engine'
import { resolveValue } from '../expression/evaluate'
import { isExpectedFailure, toFailure } from '../failure'
import type { Action, Actions, EngineServices, Outcome, ScreenHandle, Scope } from '../types'

export interface RunContext {
  engine: Engine
  screen: ScreenHandle
  /** The scope as it is now (state changes between steps are seen). */
  scope: () => Scope
}

export type { Outcome }

const writing = new WeakMap<Engine, EngineServices>()

/**
 * The services actions get: a call or upload an action makes may write, so once it is over the engine's request
 * cache stops counting what it fetched before as fresh (a list returned to within 2 s of its last fetch asks
 * again and shows what was just submitted).
 */
function actionServices(engine: Engine): EngineServices {
  const known = writing.get(engine)
  if (known) return known
  const { services, requests } = engine
  const upload = services.upload
  const made: EngineServices = {
    ...services,
    call: (name, args, options) => services.call(name, args, options).finally(() => requests.expire()),
    upload: upload && ((name, fields, options) => upload(name, fields, options).finally(() => requests.expire())),
  }
  writing.set(engine, made)
  return made
}

function listOf(actions: Actions | undefined): Action[] {
  if (!actions) return []
  return Array.isArray(actions) ? actions : [actions]
}

async function runOne(action: Action, ctx: RunContext): Promise<Outcome> {
  const { engine } = ctx
  const handler = engine.actions.get(action.action)
  if (!handler) {
    const error = new Error(`unknown action "${action.action}"`)
    engine.warn(error.message)
    engine.services.report(error, { action: action.action })
    return { ok: false, error }
  }
  const { then, catch: onError, ...fields } = action
  const scope = ctx.scope()
  const env = { functions: engine.functions, warn: engine.warn }
  const resolved: Record<string, unknown> & { action: string } = { action: action.action }
  for (const [k, v] of Object.entries(fields)) if (k !== 'action') resolved[k] = handler.raw?.includes(k) ? v : resolveValue(v, scope, env)
  let result: unknown
  try {
    result = await handler(resolved, { services: actionServices(engine), screen: ctx.screen, scope, run: (more) => runActions(more, ctx) })
  } catch (e) {
    if (!isExpectedFailure(e)) engine.services.report(e, { action: action.action })
    if (onError) await runActions(onError, withExtra(ctx, { error: toFailure(e) }))
    return { ok: false, error: e }
  }
  if (then) return runActions(then, withExtra(ctx, { result }))
  return { ok: true, value: result }
}

export function withExtra(ctx: RunContext, extra: Partial<Scope>): RunContext {
  return { ...ctx, scope: () => ({ ...ctx.scope(), ...extra }) }
}

/** Run actions in order; stops at the first failure (after its `catch`). Never throws. */
export async function runActions(actions: Actions | undefined, ctx: RunContext): Promise<Outcome> {
  let last: Outcome = { ok: true, value: undefined }
  for (const action of listOf(actions)) {
    last = await runOne(action, ctx)
    if (!last.ok) return last
  }
  return last
}
