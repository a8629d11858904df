// SPEC §1: the shell records the last visited path (inside the app, with its query), kept across visits.
import { LOCAL_KEYS } from './storage-keys'

export function rememberPath(pathname: string, search = ''): void {
  localStorage.setItem(LOCAL_KEYS.lastPath, `${pathname}${search}`)
}

export function lastPath(): string | undefined {
  return localStorage.getItem(LOCAL_KEYS.lastPath) ?? undefined
}
