// Indented JSON of any value: functions left out, a value met again (a cycle, or the same object twice)
// written as "[seen]" so a scope that holds itself still prints.
export function formatJson(value: unknown): string {
  if (value === undefined) return 'undefined'
  const seen = new WeakSet<object>()
  return (
    JSON.stringify(
      value,
      (_key, v: unknown) => {
        if (typeof v === 'function') return undefined
        if (typeof v === 'object' && v !== null) {
          if (seen.has(v)) return '[seen]'
          seen.add(v)
        }
        return v
      },
      2,
    ) ?? 'undefined'
  )
}
