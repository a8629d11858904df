// Doctor or health (resident) client: by path prefix, then app=dzj|ysy or client=doctor|health in the query,
// then the value stored earlier in this session; whatever decides is stored back when the app enters an address
// (SPEC §4), not on every read.
import { appPath } from './app-path'
import { detectHost } from './host'
import { queryValue } from './query'
import { SESSION_KEYS } from './storage-keys'

export type ClientRole = 'doctor' | 'health'

function fromPath(pathname: string): ClientRole | undefined {
  const path = appPath(pathname)
  if (path === '/doctor' || path.startsWith('/doctor/')) return 'doctor'
  if (path === '/health' || path.startsWith('/health/')) return 'health'
  return undefined
}

function fromQuery(search: string): ClientRole | undefined {
  const app = queryValue(search, 'app')
  if (app === 'dzj') return 'doctor'
  if (app === 'ysy') return 'health'
  const client = queryValue(search, 'client')
  return client === 'doctor' || client === 'health' ? client : undefined
}

function stored(): ClientRole | undefined {
  const value = sessionStorage.getItem(SESSION_KEYS.clientRole)
  return value === 'doctor' || value === 'health' ? value : undefined
}

type Address = { pathname: string; search: string }

/** The role of an address; with nothing to go on, the doctor app means doctor and every other host health. Reads only. */
export function clientRole(address: Address = location): ClientRole {
  return fromPath(address.pathname) ?? fromQuery(address.search) ?? stored() ?? (detectHost() === 'dzj' ? 'doctor' : 'health')
}

/** Keep the role an address decides, for later addresses that say nothing (the shell calls it on every navigation). */
export function rememberClientRole(address: Address = location): ClientRole {
  const role = clientRole(address)
  sessionStorage.setItem(SESSION_KEYS.clientRole, role)
  return role
}
