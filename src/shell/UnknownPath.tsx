import { Navigate, useLocation } from './router'

/** SPEC §2: an unknown path starting with // loses one slash; any other unknown path is a blank page. */
export function UnknownPath() {
  const { pathname, search, hash } = useLocation()
  if (pathname.startsWith('//')) return <Navigate to={`${pathname.slice(1)}${search}${hash}`} replace />
  return null
}
