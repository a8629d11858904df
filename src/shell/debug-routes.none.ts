// In a build without developer tools (a real backend, VITE_DEV_TOOLS unset), in place of debug-routes.tsx.
import type { AppRoute } from './router'

export function debugRoutes(): AppRoute[] {
  return []
}
