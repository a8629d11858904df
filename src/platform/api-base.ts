// Where calls go, per backend environment (SPEC §9). Each environment's address comes from build
// configuration: VITE_API_BASE_DEVELOPMENT, _STAGING, _UAT, _PRODUCTION, _LOCAL, else VITE_API_BASE, else the
// embedded backend on this origin. Read per call, so the 调试 switcher takes effect from the next call on.
import type { Environment } from './environment'
import { currentEnvironment } from './environment'

/** Where calls go when nothing is configured: the embedded backend answers there. */
export const EMBEDDED_API_BASE = '/edu/api'

type BuildVariables = Readonly<Record<string, string | boolean | undefined>>

const buildVariables = (): BuildVariables => import.meta.env ?? {}

const text = (value: string | boolean | undefined) => (typeof value === 'string' && value ? value : undefined)

/** The address configured for an environment at build time, if any. */
export function configuredApiBase(env: Environment, vars: BuildVariables = buildVariables()): string | undefined {
  return text(vars[`VITE_API_BASE_${env.toUpperCase()}`]) ?? text(vars.VITE_API_BASE)
}

export function apiBase(env: Environment = currentEnvironment(), vars: BuildVariables = buildVariables()): string {
  return (configuredApiBase(env, vars) ?? EMBEDDED_API_BASE).replace(/\/+$/, '')
}
