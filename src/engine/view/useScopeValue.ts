import { useMemo } from 'react'
import { parsePath, readPath } from '../scope/paths'
import { useFrame } from './frame'
import { useScopeReads } from './useScopeReads'

/**
 * One value of the screen's scope, for a renderer that reads a path its props do not name as a template
 * (a list's selection at state.<select.state>): it redraws when that value changes.
 */
export function useScopeValue(path: string | undefined): unknown {
  const { store } = useFrame()
  const paths = useMemo(() => (path ? [parsePath(path)] : []), [path])
  useScopeReads(store, paths)
  return paths.length ? readPath(store.get(), paths[0]) : undefined
}
