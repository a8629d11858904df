import { useEffect, useState } from 'react'
import { whenIdle } from '../../src/engine'

/**
 * Whether a list that allows pulling should fetch pull-to-refresh yet (react-spring and @use-gesture, 25 kB
 * gzip): once its first page is drawn and the page is quiet (at most 500 ms later), or at once when a finger comes down on it. Fetched
 * while the screen still loads, it competed with the screen's own code and data on a slow network. Until then,
 * and while it arrives, the list draws without it (RowsSlot keeps the rows as they are).
 */
export function usePullWanted(allowed: boolean, drawn: boolean): { wanted: boolean; want: () => void } {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (!allowed || !drawn || wanted) return
    return whenIdle(() => setWanted(true), 500)
  }, [allowed, drawn, wanted])
  return { wanted: allowed && wanted, want: () => allowed && !wanted && setWanted(true) }
}
