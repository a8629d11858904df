// In a build without developer tools (a real backend, VITE_DEV_TOOLS unset), in place of debug-routes.tsx.
import type { RouteObject } from 'react-router-dom'

export function debugRoutes(): RouteObject[] {
  return []
}
