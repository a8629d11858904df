// Which backend environment the page belongs to: from the host name, unless the developer-tools switcher
// stored another (DZJ_API_ENV). Modes (DZJ_MODE_ENV) are the build flavours dev, test, uat and production.
import { LOCAL_KEYS } from './storage-keys'

export type Environment = 'local' | 'development' | 'staging' | 'uat' | 'production'
export type Mode = 'dev' | 'test' | 'uat' | 'production'

export const ENVIRONMENTS: readonly Environment[] = ['development', 'staging', 'uat', 'production', 'local']
export const MODES: readonly Mode[] = ['dev', 'test', 'uat', 'production']

/** Host patterns, first match wins; anything else is production. */
const HOST_PATTERNS: ReadonlyArray<readonly [Environment, RegExp]> = [
  ['local', /^(localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\]|192\.168\.\d+\.\d+|10\.\d+\.\d+\.\d+)$/],
  ['development', /(^|[.-])dev([.-]|\d)/],
  ['staging', /(^|[.-])(test|staging)([.-]|\d)/],
  ['uat', /(^|[.-])uat([.-]|\d)/],
]

export function environmentOfHost(hostname: string): Environment {
  return HOST_PATTERNS.find(([, pattern]) => pattern.test(hostname))?.[0] ?? 'production'
}

export function currentEnvironment(hostname = location.hostname): Environment {
  const chosen = localStorage.getItem(LOCAL_KEYS.apiEnv) as Environment | null
  return chosen && ENVIRONMENTS.includes(chosen) ? chosen : environmentOfHost(hostname)
}

/** The build flavour that goes with each environment, stored beside it (DZJ_MODE_ENV). */
export const MODE_OF: Readonly<Record<Environment, Mode>> = {
  local: 'dev',
  development: 'dev',
  staging: 'test',
  uat: 'uat',
  production: 'production',
}

export function chooseEnvironment(env: Environment): void {
  localStorage.setItem(LOCAL_KEYS.apiEnv, env)
  localStorage.setItem(LOCAL_KEYS.modeEnv, MODE_OF[env])
}

/** Whether the switcher chose an environment (then its panel stays, so choosing production keeps a way back). */
export function environmentChosen(): boolean {
  const chosen = localStorage.getItem(LOCAL_KEYS.apiEnv) as Environment | null
  return chosen !== null && ENVIRONMENTS.includes(chosen)
}

export function currentMode(): Mode | undefined {
  const mode = localStorage.getItem(LOCAL_KEYS.modeEnv) as Mode | null
  return mode && MODES.includes(mode) ? mode : undefined
}
