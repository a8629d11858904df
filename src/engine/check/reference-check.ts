// Names a screen uses that live elsewhere: calls in the API catalogue (or those the running engine knows) and,
// for the reload action and a list's source, the screen's own data sources. Both would only fail at run time, on
// a user's phone. Found by shape, so a screen that does not yet fit its schema is looked over too: a `call`
// naming a call (a data source, a call action, a field's options), an object with "action": "reload", a node with
// "type": "list".
import type { Finding } from './finding.ts'
import { unknownData } from './expression-check.ts'
import { childPath } from './json-path.ts'
import { didYouMean } from './suggest.ts'

export interface CallNames {
  isCall: (name: string) => boolean
  /** For "did you mean". */
  names: readonly string[]
}

type Json = Record<string, unknown>

/**
 * declaredData: the screen's data source names; undefined in a shared document, where they cannot be known.
 * pagedData: those of them read page by page (with `paging`), the ones a list can show.
 */
export function referenceProblems(
  config: unknown,
  calls: CallNames,
  declaredData: readonly string[] | undefined,
  pagedData: readonly string[] = [],
): Finding[] {
  const out: Finding[] = []
  const look = (value: Json, path: string) => {
    if (typeof value.call === 'string' && !calls.isCall(value.call))
      out.push({
        path: childPath(path, 'call'),
        said: { word: 'unknownCall', values: { name: value.call, mean: didYouMean(value.call, calls.names) } },
      })
    if (declaredData && value.action === 'reload') {
      const data: unknown = value.data
      const listed: unknown[] = typeof data === 'string' ? [data] : Array.isArray(data) ? data : []
      listed.forEach((name, i) => {
        const at = typeof data === 'string' ? childPath(path, 'data') : childPath(childPath(path, 'data'), i)
        if (typeof name === 'string' && !declaredData.includes(name)) out.push({ path: at, said: unknownData(name, declaredData) })
      })
    }
    if (declaredData && value.type === 'list' && !('action' in value) && typeof value.source === 'string') {
      const at = childPath(path, 'source')
      if (!declaredData.includes(value.source)) out.push({ path: at, said: unknownData(value.source, declaredData) })
      else if (!pagedData.includes(value.source)) out.push({ path: at, said: { word: 'notPaged', values: { name: value.source } } })
    }
  }
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, childPath(path, i)))
    else if (value && typeof value === 'object') {
      look(value as Json, path)
      for (const [k, v] of Object.entries(value)) walk(v, childPath(path, k))
    }
  }
  walk(config, '')
  return out
}
