// Code a renderer fetches on demand with import() (the picture shrinker when a picture is picked) can fail to
// come: a phone between networks. The user tries again later, and it should come then. But some browsers keep a
// failed import's answer for the page's life and refuse the same address without asking the network (Debian's
// Chromium 150 does, 156 asks again: whatwg/html#6768; older WebViews built on Chromium likely do too). So after a
// failure the next try asks for the same file under an address the page has not seen fail: the one the browser
// named in its error, with `again=n`.
// A browser whose error names no address (Safari says only "Importing a module script failed.") tries the first
// way again, which is all it can do.

/** The address of the module a failed import() could not fetch, where the browser's message names it. */
export function failedModuleAddress(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined
  // Chromium: "Failed to fetch dynamically imported module: <url>"; Firefox: "error loading dynamically imported module: <url>".
  const named = /dynamically imported module: (\S+)/.exec(error.message)?.[1]
  if (!named) return undefined
  try {
    return new URL(named).href
  } catch {
    return undefined
  }
}

/** The module's address for try `n` after a failure: the same file, never the same address. */
export function addressForTry(address: string, n: number): string {
  const url = new URL(address)
  url.searchParams.set('again', String(n))
  return url.href
}

const importFrom = (address: string): Promise<unknown> => import(/* @vite-ignore */ address)

/**
 * `load` (a module-level `() => import('./x')`) as a loader that may be called again after it failed, and then
 * fetches the file afresh. `importAt` is the browser's import() of an address; tests pass their own.
 */
export function importAgainAfterFailure<M>(
  load: () => Promise<M>,
  importAt: (address: string) => Promise<unknown> = importFrom,
): () => Promise<M> {
  let failedAt: string | undefined
  let tries = 0
  let loaded: M | undefined
  return async () => {
    if (loaded) return loaded
    try {
      loaded = failedAt ? ((await importAt(addressForTry(failedAt, ++tries))) as M) : await load()
      return loaded
    } catch (error: unknown) {
      failedAt ??= failedModuleAddress(error)
      throw error
    }
  }
}
