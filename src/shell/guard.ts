import type { ScreenRoute } from '../engine'

/**
 * Whether the current visitor may see a route with this auth. Routes marked `none` always may; `login` and
 * `doctor` are decided by the session rules of src/platform once they are wired (issue 3).
 */
export function useGuard(auth: ScreenRoute['auth']): boolean {
  return auth === 'none' || auth === 'login' || auth === 'doctor'
}
