import { useEffect, useState } from 'react'

/** The value once it has stayed the same for `ms` (SPEC §5: the resident search waits 400 ms). */
export function useDebouncedValue<T>(value: T, ms: number): [T, (now: T) => void] {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    if (ms <= 0) return
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  // Pressing search (Enter) should not wait out the pause.
  return [ms <= 0 ? value : settled, setSettled]
}
