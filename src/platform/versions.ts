// Native version checks (SPEC §5): dotted versions compared part by part; a missing version never satisfies.

export function versionAtLeast(version: string | undefined, minimum: string): boolean {
  if (!version) return false
  const have = version.split('.').map(Number)
  const need = minimum.split('.').map(Number)
  for (let i = 0; i < Math.max(have.length, need.length); i++) {
    const a = have[i] ?? 0
    const b = need[i] ?? 0
    if (a !== b) return a > b
  }
  return true
}
