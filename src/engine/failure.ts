import type { EngineFailure } from './types'

/** Turn anything thrown into the { message, code } that `error` holds in scope. */
export function toFailure(e: unknown): EngineFailure {
  if (e && typeof e === 'object') {
    const { message, code } = e as { message?: unknown; code?: unknown }
    return {
      message: typeof message === 'string' ? message : String(e),
      ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    }
  }
  return { message: String(e) }
}

/** Failures with a code were already shown to the user by the API layer (or are expected, like CANCELLED). */
export function isExpectedFailure(e: unknown): boolean {
  return !!e && typeof e === 'object' && 'code' in e
}
