import { useEffect, useRef, useState } from 'react'
import { useScopeValue, type NodeContext } from '../../src/engine'
import { useDebouncedValue } from './useDebouncedValue'

export interface SearchState {
  /** What the field shows. */
  typed: string
  setTyped: (text: string) => void
  /** Write the text to the state at once (Enter, clear), without waiting out the pause. */
  searchNow: (text: string) => void
  /** Whether the state holds a search (a list then says no result matches rather than nothing is there). */
  searching: boolean
}

/**
 * What is typed into a search field goes to state.<key>, trimmed, once typing pauses for `ms` (SPEC: 400 ms), so
 * a source whose params read it fetches once per pause. The field starts from what the state holds.
 */
export function useSearchState(key: string | undefined, ms: number, ctx: Pick<NodeContext, 'screen'>): SearchState {
  const stored = useScopeValue(key ? `state.${key}` : undefined)
  const [typed, setTyped] = useState(() => (typeof stored === 'string' ? stored : ''))
  const [settled, settle] = useDebouncedValue(typed.trim(), ms)
  // The text last written: the state's own at first (writing it back would only redraw its readers), and a
  // search written at once is not written again when the pause ends.
  const written = useRef(settled)
  const write = (text: string) => {
    if (!key || text === written.current) return
    written.current = text
    ctx.screen.setState(key, text)
  }
  useEffect(() => {
    if (!key || settled === written.current) return
    written.current = settled
    ctx.screen.setState(key, settled)
  }, [key, settled, ctx.screen])
  const searchNow = (text: string) => {
    const trimmed = text.trim()
    settle(trimmed)
    write(trimmed)
  }
  return { typed, setTyped, searchNow, searching: typeof stored === 'string' && stored !== '' }
}
